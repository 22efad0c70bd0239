// Records found by id without a scan: each collection array gets a Map from id to position, kept
// beside the array (a WeakMap keyed by the array, so a scenario view's own array has its own).
// A hit is checked against the array itself: transactions replace a record in its place (a put)
// or append (an insert), so the position still holds the record with that id, the current one;
// a removal shifts positions, which the check sees, and the map is built again. An id the map
// lacks also builds it again (a record appended since), so a lookup never answers a stale record.

type Row = { id: string };

const positions = new WeakMap<readonly Row[], Map<string, number>>();

function build(records: readonly Row[]): Map<string, number> {
  const map = new Map<string, number>();
  records.forEach((record, at) => map.set(record.id, at));
  positions.set(records, map);
  return map;
}

/** The record with this id in the collection's array, or undefined. */
export function recordById<R extends Row>(records: readonly R[], id: string): R | undefined {
  const known = positions.get(records)?.get(id);
  if (known !== undefined && records[known]?.id === id) return records[known];
  const at = build(records).get(id);
  return at === undefined ? undefined : records[at];
}
