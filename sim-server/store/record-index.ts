// Records found by id without a scan: each collection array gets a Map from id to position, kept
// beside the array (a WeakMap keyed by the array, so a scenario view's own array has its own).
// A hit is checked against the array itself: transactions replace a record in its place (a put)
// or append (an insert), so the position still holds the record with that id, the current one;
// a removal shifts positions, which the check sees. An id the map does not place where it is
// costs one scan, as a lookup did before; found so (appended or moved since), the map is built
// again. A lookup never answers a stale record, and an unknown id never costs more than a scan.

type Row = { id: string };

const positions = new WeakMap<readonly Row[], Map<string, number>>();

/** The record with this id in the collection's array, or undefined. */
export function recordById<R extends Row>(records: readonly R[], id: string): R | undefined {
  const known = positions.get(records)?.get(id);
  if (known !== undefined && records[known]?.id === id) return records[known];
  const record = records.find((r) => r.id === id);
  if (record) positions.set(records, new Map(records.map((r, at) => [r.id, at])));
  return record;
}
