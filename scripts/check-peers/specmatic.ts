// Specmatic as check:peers runs it: the `specmatic` npm package's jar on the machine's Java 17, in a
// child process that does not block this one (the journal is read while the tests run; a blocking
// run once left the control connection half-closed, and the journal read failed with "socket
// closed").
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { EXIT, ToolError } from '../lib/cli';

export function specmaticJar(): string {
  try {
    return join(
      dirname(createRequire(import.meta.url).resolve('specmatic/package.json')),
      'specmatic.jar',
    );
  } catch {
    throw new ToolError(EXIT.missingFile, 'the specmatic package is not installed (npm install).');
  }
}

/** Everything a `java -jar specmatic.jar …` run printed, once it ends. */
export function specmatic(
  jar: string,
  args: string[],
  options: { cwd?: string; env?: Record<string, string> } = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('java', ['-jar', jar, ...args], {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new ToolError(
          error.code === 'ENOENT' ? EXIT.missingFile : EXIT.internal,
          `java did not run (${error.message}); Specmatic needs Java 17.`,
        ),
      ),
    );
    child.once('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}
