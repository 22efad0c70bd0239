// Typed reading of a fixture's JSON: each reader checks one value and names the file and the
// field when it is wrong.

export class FixtureError extends Error {
  constructor(path: string, problem: string) {
    super(`Fixture ${path} ${problem}`);
    this.name = 'FixtureError';
  }
}

// ---------------------------------------------------------------- readers

export type Read<T> = (value: unknown, path: string) => T;

export function record(value: unknown, path: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new FixtureError(path, 'must be an object.');
  }
  return value as Record<string, unknown>;
}

export const text: Read<string> = (value, path) => {
  if (typeof value !== 'string') throw new FixtureError(path, 'must be a string.');
  return value;
};

export const nonEmptyText: Read<string> = (value, path) => {
  const s = text(value, path);
  if (s.trim() === '') throw new FixtureError(path, 'must not be blank.');
  return s;
};

export const integer: Read<number> = (value, path) => {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
    throw new FixtureError(path, 'must be a whole number.');
  }
  return value;
};

export const flag: Read<boolean> = (value, path) => {
  if (typeof value !== 'boolean') throw new FixtureError(path, 'must be true or false.');
  return value;
};

export function list<T>(item: Read<T>, minItems = 0): Read<T[]> {
  return (value, path) => {
    if (!Array.isArray(value)) throw new FixtureError(path, 'must be a list.');
    if (value.length < minItems) {
      throw new FixtureError(path, `must have at least ${minItems} item(s).`);
    }
    return value.map((entry, i) => item(entry, `${path}[${i}]`));
  };
}

export function oneOf<T extends string | number>(allowed: readonly T[]): Read<T> {
  return (value, path) => {
    const found = allowed.find((candidate) => candidate === value);
    if (found === undefined) {
      throw new FixtureError(path, `must be one of ${allowed.join(', ')}, got ${String(value)}.`);
    }
    return found;
  };
}

export function optional<T>(item: Read<T>): Read<T | undefined> {
  return (value, path) => (value === undefined ? undefined : item(value, path));
}

export function field<T>(
  from: Record<string, unknown>,
  key: string,
  path: string,
  read: Read<T>,
): T {
  return read(from[key], `${path}.${key}`);
}
