// How every command of scripts/ ends when something outside it fails: one line that says what and
// where (the address, the file, the operation), an exit code of its own (the table in
// scripts/README.md) and no stack trace unless `--verbose` or DEBUG asks for one. A tool throws a
// ToolError where it knows what failed; runTool turns anything else it can recognise (a refused
// connection, a deadline, a missing file) into the same one line, and the rest into "internal
// error" (exit 70).
import { printable } from './printable';

/** The exit codes of the commands of scripts/ (scripts/README.md, "Exit codes"). */
export const EXIT = {
  /** Done, nothing found. */
  ok: 0,
  /** The tool ran and its verdict fails: a contract violation, a breaking change, a failed path. */
  failed: 1,
  /** The command line is wrong. */
  usage: 2,
  /** A file to read is missing or unreadable, or a file to write cannot be written. */
  missingFile: 3,
  /** A file is malformed (not JSON or YAML, not the shape the tool reads) or refused as hostile. */
  badFile: 4,
  /** Nothing answers at the backend's address (connection refused, unknown host). */
  noBackend: 5,
  /** The backend took the connection and did not answer in time. */
  slowBackend: 6,
  /** The backend answered what the tool cannot go on with (not a simulator, not JSON, 5xx). */
  badBackend: 7,
  /** A fault of the tool itself: the one line, and the stack with --verbose. */
  internal: 70,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** A failure the tool understands: the one line it prints and the exit code it ends with. */
export class ToolError extends Error {
  constructor(
    readonly exitCode: ExitCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ToolError';
  }
}

export function usageError(message: string): ToolError {
  return new ToolError(EXIT.usage, message);
}

/** The system error code of an error or of one of its causes (ECONNREFUSED, ENOENT…). */
function systemCode(error: unknown): string | undefined {
  for (let at: unknown = error, depth = 0; at && depth < 5; depth += 1) {
    const code = (at as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    const inner = (at as { errors?: unknown[] }).errors?.[0];
    at = (at as { cause?: unknown }).cause ?? inner;
  }
  return undefined;
}

function isDeadline(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return (
    name === 'TimeoutError' ||
    name === 'AbortError' ||
    systemCode(error) === 'UND_ERR_HEADERS_TIMEOUT' ||
    systemCode(error) === 'UND_ERR_BODY_TIMEOUT'
  );
}

const ABSENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

/**
 * A call to a backend that got no answer, as the one line: `where` says what was asked of whom
 * (`GET http://localhost:4000/__sim/sites`).
 */
export function backendFailure(where: string, error: unknown): ToolError {
  if (error instanceof ToolError) return error;
  if (isDeadline(error))
    return new ToolError(
      EXIT.slowBackend,
      `no answer in time from ${where} (${messageOf(error)})`,
      {
        cause: error,
      },
    );
  const code = systemCode(error);
  if (code && ABSENT.has(code))
    return new ToolError(EXIT.noBackend, `no backend answers ${where} (${code})`, { cause: error });
  // It took the connection and then broke the exchange: not HTTP, or closed mid-answer.
  return new ToolError(
    EXIT.badBackend,
    `the exchange with ${where} broke (${code ?? messageOf(error)})`,
    { cause: error },
  );
}

/** A file that could not be read or written (`doing`: "read", "write"). */
export function fileFailure(file: string, error: unknown, doing = 'read'): ToolError {
  if (error instanceof ToolError) return error;
  const code = systemCode(error);
  if (error instanceof SyntaxError)
    return new ToolError(EXIT.badFile, `${file} is malformed: ${messageOf(error)}`, {
      cause: error,
    });
  const why = code === 'ENOENT' ? 'no such file or folder' : (code ?? messageOf(error));
  return new ToolError(EXIT.missingFile, `cannot ${doing} ${file}: ${why}`, { cause: error });
}

/** A file the tool must read and that is not there. */
export function missingFile(file: string): ToolError {
  return new ToolError(EXIT.missingFile, `cannot read ${file}: no such file or folder`);
}

/** A file that was read and is not what the tool reads. */
export function malformed(file: string, what: string): ToolError {
  return new ToolError(EXIT.badFile, `${file} ${what}`);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** What runTool makes of an error it was not told about. */
function recognised(error: unknown): ToolError {
  if (error instanceof ToolError) return error;
  const code = systemCode(error);
  if (code?.startsWith('ERR_PARSE_ARGS')) return new ToolError(EXIT.usage, messageOf(error));
  const path = (error as { path?: unknown } | null)?.path;
  if (typeof path === 'string' && code) return fileFailure(path, error);
  if (code === 'EADDRINUSE' || code === 'EACCES')
    return new ToolError(EXIT.usage, `cannot listen: ${messageOf(error)}`, { cause: error });
  if (isDeadline(error) || (code && ABSENT.has(code))) return backendFailure('the backend', error);
  return new ToolError(
    EXIT.internal,
    `internal error: ${messageOf(error)} (run again with --verbose for the stack)`,
    { cause: error },
  );
}

/** One line: the first line of the message, control characters escaped. */
function oneLine(text: string): string {
  return printable(text.split('\n').find((line) => line.trim() !== '') ?? text);
}

function stackOf(error: unknown): string {
  const lines: string[] = [];
  for (let at: unknown = error, depth = 0; at && depth < 5; depth += 1) {
    lines.push(at instanceof Error ? (at.stack ?? at.message) : String(at));
    at = (at as { cause?: unknown }).cause;
  }
  return lines.join('\nCaused by: ');
}

/** `--verbose` anywhere on the command line (taken out of it) or DEBUG set: stacks are printed. */
function verboseAsked(): boolean {
  const at = process.argv.indexOf('--verbose');
  if (at >= 2) process.argv.splice(at, 1);
  const debug = process.env.DEBUG;
  return at >= 2 || (debug !== undefined && debug !== '' && debug !== '0');
}

/**
 * Ends the process plainly on any failure nothing else caught (a script's top-level code, a
 * callback): its one line on stderr, prefixed by the command's name, and its exit code. Answers
 * the same ending, for a caller that catches.
 */
export function endPlainly(name: string): (error: unknown) => never {
  const verbose = verboseAsked();
  const fail = (error: unknown): never => {
    const known = recognised(error);
    if (verbose) console.error(stackOf(error));
    console.error(`${name}: ${oneLine(known.message)}`);
    process.exit(known.exitCode);
  };
  process.on('uncaughtException', fail);
  process.on('unhandledRejection', fail);
  return fail;
}

/**
 * Runs a command's main: its answer (or 0) is the exit code; a failure ends the process plainly
 * (endPlainly). The main may return before the work ends (the proxy keeps serving); failures
 * thrown later end it the same way.
 */
export async function runTool(
  name: string,
  main: () => Promise<number | undefined>,
): Promise<void> {
  const fail = endPlainly(name);
  try {
    const code = await main();
    if (typeof code === 'number') process.exitCode = code;
  } catch (error) {
    fail(error);
  }
}
