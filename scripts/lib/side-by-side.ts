// Commands run side by side, each line of their output prefixed with the command's name, so that
// two suites (or the static checks) share the machine's two cores and stay readable.
import { spawn } from 'node:child_process';

export interface SuiteOutcome {
  name: string;
  status: number;
  seconds: number;
}

export interface Suite {
  name: string;
  args: string[];
  env: NodeJS.ProcessEnv;
}

/** Runs a command, each line of its output prefixed with its suite's name; answers its status. */
export function runPrefixed(suite: Suite): Promise<SuiteOutcome> {
  const started = performance.now();
  const child = spawn('npx', suite.args, {
    env: { ...process.env, ...suite.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[${suite.name}] `;
  const relay = (target: NodeJS.WriteStream) => {
    let rest = '';
    return (chunk: Buffer) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) target.write(`${prefix}${line}\n`);
    };
  };
  child.stdout.on('data', relay(process.stdout));
  child.stderr.on('data', relay(process.stderr));
  return new Promise((resolve) =>
    child.on('close', (code) =>
      resolve({
        name: suite.name,
        status: code ?? 1,
        seconds: (performance.now() - started) / 1000,
      }),
    ),
  );
}
