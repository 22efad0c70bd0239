// The key space of a site's index: every field's keys in one space, field after field
// (KEY_FIELDS order), so that counting the facets of a job adds one to a place in a single array
// per field of its row; and the jobs' date order.
import { KEY_FIELDS, type KeyFieldName } from './key-fields';

export interface KeySpace {
  keyRows: Uint16Array | Uint32Array;
  keyOffsets: Uint32Array;
  keyTotals: Uint32Array;
  fieldTotals: Record<KeyFieldName, Uint32Array>;
}

/**
 * The keys of every job in one row each. Two bytes a key when the sites have few enough keys (the
 * seeded ones do): half the memory counting reads.
 */
export function keySpaceOf(
  fieldKeys: Record<KeyFieldName, Uint32Array>,
  keyCounts: Record<KeyFieldName, number>,
  size: number,
): KeySpace {
  const keyOffsets = new Uint32Array(KEY_FIELDS.length + 1);
  KEY_FIELDS.forEach((name, f) => {
    keyOffsets[f + 1] = (keyOffsets[f] as number) + keyCounts[name];
  });
  const keySpace = keyOffsets[KEY_FIELDS.length] as number;
  const keyRows =
    keySpace <= 0x10000
      ? new Uint16Array(size * KEY_FIELDS.length)
      : new Uint32Array(size * KEY_FIELDS.length);
  const keyTotals = new Uint32Array(keySpace);
  KEY_FIELDS.forEach((name, f) => {
    const keyOf = fieldKeys[name];
    const offset = keyOffsets[f] as number;
    for (let j = 0; j < size; j++) {
      const key = offset + (keyOf[j] as number);
      keyRows[j * KEY_FIELDS.length + f] = key;
      keyTotals[key] = (keyTotals[key] as number) + 1;
    }
  });
  const fieldTotals = Object.fromEntries(
    KEY_FIELDS.map((name, f) => [
      name,
      keyTotals.subarray(keyOffsets[f] as number, keyOffsets[f + 1] as number),
    ]),
  ) as Record<KeyFieldName, Uint32Array>;
  return { keyRows, keyOffsets, keyTotals, fieldTotals };
}

/** Jobs by date, newest first (ties: catalogue order), and each job's place in that order. */
export function dateOrderOf(posted: Uint32Array): {
  dateOrder: Uint32Array;
  dateRank: Uint32Array;
} {
  const size = posted.length;
  const order = new Float64Array(size);
  for (let j = 0; j < size; j++) order[j] = (posted[j] ?? 0) * size + j;
  order.sort();
  const dateOrder = new Uint32Array(size);
  const dateRank = new Uint32Array(size);
  order.forEach((key, rank) => {
    const j = key % size;
    dateOrder[rank] = j;
    dateRank[j] = rank;
  });
  return { dateOrder, dateRank };
}
