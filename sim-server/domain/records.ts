// Small helpers for turning stored records into contract bodies.

/** A copy of `value` without `keys` (store-only fields such as accountId and site). */
export function omit<T extends object, K extends keyof T>(
  value: T,
  keys: readonly K[],
): Omit<T, K> {
  const dropped = new Set<PropertyKey>(keys);
  return Object.fromEntries(Object.entries(value).filter(([key]) => !dropped.has(key))) as Omit<
    T,
    K
  >;
}

/** Newest first by createdAt; among equal times, the later-stored first. */
export function newestFirst<T extends { createdAt: string }>(items: readonly T[]): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => b.item.createdAt.localeCompare(a.item.createdAt) || b.index - a.index)
    .map(({ item }) => item);
}

/** `{prefix}-{n}`, one above the highest such id in use (ids of another form are ignored). */
export function nextNumberedId(prefix: string, ids: readonly string[]): string {
  const pattern = new RegExp(`^${prefix}-(\\d+)$`);
  const numbers = ids.flatMap((id) => {
    const digits = pattern.exec(id)?.[1];
    return digits === undefined ? [] : [Number(digits)];
  });
  return `${prefix}-${Math.max(0, ...numbers) + 1}`;
}
