// `npm run replay -- --level api|browser [--machine NAME] [--path N] [--site CODE] [--base-url URL]
// [--request-timeout MS] [--retries N]`
// replays the machines' generated paths: at the API level with their real calls against the
// simulator (its own, in this process, unless --base-url names a running backend with the
// simulator's control API); at the browser level through the real web app in Chromium
// (Playwright, playwright.replay.config.ts). Prints per machine the states and transitions
// covered end to end and every failure with its path and step; exits 0 only when all passed, and
// with one line and the exit code of scripts/README.md when the backend cannot be replayed against.
// `--list` prints the paths of the machines instead of replaying them.
import { parseArgs } from 'node:util';
import { generatePaths } from '../machines/testing/coverage';
import { EXIT, runTool, usageError } from './lib/cli';
import { printable } from './lib/printable';
import { replayApi, selectedModels } from './replay/api-level';
import { replayBrowser } from './replay/browser-level';
import { controlClient } from './lib/control-client';
import { replaySite } from './replay/backend';
import { coverageTable, failureText } from './replay/report';

interface ReplayCli {
  level: string;
  machine?: string;
  path?: number;
  site: string;
  baseUrl?: string;
  list: boolean;
  timeoutMs?: number;
  retries?: number;
}

function readCli(): ReplayCli {
  const { values } = parseArgs({
    options: {
      level: { type: 'string', default: 'api' },
      machine: { type: 'string' },
      path: { type: 'string' },
      site: { type: 'string', default: 'in' },
      'base-url': { type: 'string' },
      list: { type: 'boolean', default: false },
      'request-timeout': { type: 'string' },
      retries: { type: 'string' },
    },
  });
  const path = values.path === undefined ? undefined : Number(values.path);
  if (path !== undefined && !Number.isInteger(path))
    throw usageError(`--path takes a path number, not ${values.path}`);
  if (values.level !== 'api' && values.level !== 'browser')
    throw usageError(`--level is api or browser, not ${values.level}`);
  const timeout = values['request-timeout'];
  if (timeout !== undefined && !(Number(timeout) > 0))
    throw usageError(`--request-timeout takes milliseconds, not ${timeout}`);
  const retries = values.retries === undefined ? undefined : Number(values.retries);
  if (retries !== undefined && !(Number.isInteger(retries) && retries >= 0))
    throw usageError(`--retries takes a whole number of retries, not ${values.retries}`);
  if (retries !== undefined && values.level !== 'browser')
    throw usageError(
      '--retries is for --level browser (a path failing in Chromium is tried again)',
    );
  const baseUrl = values['base-url']?.replace(/\/+$/, '');
  if (baseUrl !== undefined && !URL.canParse(baseUrl))
    throw usageError(`--base-url must be a URL such as http://localhost:4000, not ${baseUrl}`);
  return {
    level: values.level,
    ...(values.machine ? { machine: values.machine } : {}),
    ...(path === undefined ? {} : { path }),
    site: values.site,
    ...(baseUrl ? { baseUrl } : {}),
    list: values.list,
    ...(timeout === undefined ? {} : { timeoutMs: Number(timeout) }),
    ...(retries === undefined ? {} : { retries }),
  };
}

function list(cli: ReplayCli): void {
  for (const model of selectedModels(cli.machine)) {
    console.log(`\n${model.machine.id}`);
    generatePaths(model).forEach((p, index) => {
      if (cli.path === undefined || cli.path === index)
        console.log(
          `  ${String(index).padStart(3)}  ${p.steps.map((s) => s.event.type).join(' → ')}`,
        );
    });
  }
}

async function replayApiLevel(cli: ReplayCli): Promise<number> {
  // Loaded only when it runs: a replay against a backend, or one that ends on its arguments, needs
  // no simulator (loading one took 1.5 s of each such command).
  const own = cli.baseUrl
    ? undefined
    : await (await import('./replay/own-simulator')).startOwnSimulator();
  const baseUrl = cli.baseUrl ?? own?.url ?? '';
  try {
    const { site, machine, path, timeoutMs } = cli;
    const result = await replayApi({ baseUrl, site, machine, path, timeoutMs });
    console.log(coverageTable(result.machines));
    for (const failure of result.failures) console.error(`\n${failureText(failure)}`);
    const total = result.machines.reduce((sum, m) => sum + m.paths, 0);
    const unplayable = result.machines.reduce((sum, m) => sum + m.unplayable, 0);
    console.log(
      `\n${total - result.failures.length}/${total} paths passed against ${printable(baseUrl)} (site ${site.toUpperCase()}) in ` +
        `${result.seconds.toFixed(1)} s: ${(total / result.seconds).toFixed(0)} paths per second.` +
        (unplayable > 0
          ? `\n${unplayable} generated paths left out: their timers fire in another order in real time.`
          : ''),
    );
    return result.failures.length > 0 || total === 0 ? EXIT.failed : EXIT.ok;
  } finally {
    await own?.stop();
  }
}

await runTool('replay', async () => {
  const cli = readCli();
  if (cli.list) {
    list(cli);
    return EXIT.ok;
  }
  if (cli.level === 'api') return replayApiLevel(cli);
  // A backend that does not answer, or is no simulator, ends here with one line, not after every
  // path has failed in Chromium.
  if (cli.baseUrl) await replaySite(controlClient(cli.baseUrl), cli.site, cli.baseUrl);
  return replayBrowser({
    baseUrl: cli.baseUrl,
    site: cli.site,
    machine: cli.machine,
    path: cli.path,
    retries: cli.retries,
  });
});
