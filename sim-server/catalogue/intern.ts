// Jobs share their small values (locations, skill lists, taxonomy references, salary and
// experience objects) instead of each holding a copy: 100,000 jobs then cost a few megabytes
// instead of a few hundred. Shared values are frozen, so a caller that tries to change one in
// place fails loudly instead of changing every job at once.

export class Interner {
  private readonly values = new Map<string, object>();
  private readonly texts = new Map<string, string>();

  /** The one shared value for `key`, made by `make` the first time it is asked for. */
  get<T extends object>(key: string, make: () => T): T {
    const found = this.values.get(key);
    if (found !== undefined) return found as T;
    const made = make();
    Object.freeze(made);
    this.values.set(key, made);
    return made;
  }

  /** The one shared copy of a string (titles and addresses repeat a lot). */
  text(value: string): string {
    const found = this.texts.get(value);
    if (found !== undefined) return found;
    this.texts.set(value, value);
    return value;
  }
}

/** Like Interner.get, keyed by a number the caller packs, for the hot loop (no key strings). */
export class NumberCache<T extends object> {
  private readonly values = new Map<number, T>();

  get(key: number, make: () => T): T {
    const found = this.values.get(key);
    if (found !== undefined) return found;
    const made = make();
    Object.freeze(made);
    this.values.set(key, made);
    return made;
  }
}
