// `npm run replay -- --level api|browser [--machine NAME] [--path N] [--site CODE] [--base-url URL]`
// replays the machines' generated paths: at the API level with their real calls against the
// simulator (its own, in this process, unless --base-url names a running backend with the
// simulator's control API); at the browser level through the real web app in Chromium
// (Playwright, playwright.replay.config.ts). Prints per machine the states and transitions
// covered end to end and every failure with its path and step; exits 0 only when all passed.
// `--list` prints the paths of the machines instead of replaying them.
import { parseArgs } from 'node:util';
import { generatePaths } from '../machines/testing/coverage';
import { replayApi, selectedModels } from './replay/api-level';
import { replayBrowser } from './replay/browser-level';
import { startOwnSimulator } from './replay/own-simulator';
import { coverageTable, failureText } from './replay/report';

const { values } = parseArgs({
  options: {
    level: { type: 'string', default: 'api' },
    machine: { type: 'string' },
    path: { type: 'string' },
    site: { type: 'string', default: 'in' },
    'base-url': { type: 'string' },
    list: { type: 'boolean', default: false },
  },
});
const site = values.site ?? 'in';
const path = values.path === undefined ? undefined : Number(values.path);
if (path !== undefined && !Number.isInteger(path)) throw new Error('--path takes a path number.');

if (values.list) {
  for (const model of selectedModels(values.machine)) {
    console.log(`\n${model.machine.id}`);
    generatePaths(model).forEach((p, index) => {
      if (path === undefined || path === index)
        console.log(
          `  ${String(index).padStart(3)}  ${p.steps.map((s) => s.event.type).join(' → ')}`,
        );
    });
  }
} else if (values.level === 'api') {
  const own = values['base-url'] ? undefined : await startOwnSimulator();
  const baseUrl = values['base-url'] ?? own?.url ?? '';
  try {
    const result = await replayApi({ baseUrl, site, machine: values.machine, path });
    console.log(coverageTable(result.machines));
    for (const failure of result.failures) console.error(`\n${failureText(failure)}`);
    const total = result.machines.reduce((sum, m) => sum + m.paths, 0);
    const unplayable = result.machines.reduce((sum, m) => sum + m.unplayable, 0);
    console.log(
      `\n${total - result.failures.length}/${total} paths passed against ${baseUrl} (site ${site.toUpperCase()}) in ` +
        `${result.seconds.toFixed(1)} s: ${(total / result.seconds).toFixed(0)} paths per second.` +
        (unplayable > 0
          ? `\n${unplayable} generated paths left out: their timers fire in another order in real time.`
          : ''),
    );
    if (result.failures.length > 0 || total === 0) process.exitCode = 1;
  } finally {
    await own?.stop();
  }
} else if (values.level === 'browser') {
  process.exitCode = replayBrowser({
    baseUrl: values['base-url'],
    site,
    machine: values.machine,
    path,
  });
} else {
  throw new Error(`--level is api or browser, not ${values.level}.`);
}
