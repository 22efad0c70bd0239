// The value tables of the facets: per key the buckets (values) it stands for, with their labels
// in display order and the JSON text of each bucket's id and label.
import { type Facet } from '../../openapi/vocabulary/search';
import { compareNames } from './dictionary';
import { jsonTextOf, type JsonText } from '../lib/json-text';
import { FACET_FIELD, type FacetTable, toRows, transposed } from './key-fields';

/** Buckets of a list facet, numbered as they are first met. */
class Buckets {
  readonly ids: string[] = [];
  readonly labels: string[] = [];
  readonly byId = new Map<string, number>();

  ordinal(id: string, label: string): number {
    let ordinal = this.byId.get(id);
    if (ordinal === undefined) {
      ordinal = this.ids.length;
      this.ids.push(id);
      this.labels.push(label);
      this.byId.set(id, ordinal);
    }
    return ordinal;
  }
}

export function labelOrder(
  labels: readonly string[],
): Pick<FacetTable, 'labelRank' | 'labelOrder'> {
  const order = labels
    .map((_, i) => i)
    .sort((a, b) => {
      const byLabel = compareNames(labels[a] ?? '', labels[b] ?? '');
      return byLabel !== 0 ? byLabel : a - b;
    });
  const ranks = new Uint32Array(labels.length);
  order.forEach((bucket, rank) => (ranks[bucket] = rank));
  return { labelRank: ranks, labelOrder: Uint32Array.from(order) };
}

/** A bucket's count, the one key of a facet bucket that changes (an integer). */
function bucketTail(bucket: { count: number }): string {
  return `,"count":${bucket.count}}`;
}

function bucketTexts(
  ids: readonly string[],
  labels: readonly string[],
): JsonText<{ count: number }>[] {
  return ids.map((id, b) => jsonTextOf({ id, label: labels[b] }, bucketTail));
}

export function listFacet<T>(
  facet: Facet,
  items: readonly T[],
  bucketsOf: (item: T, buckets: Buckets) => number[],
): FacetTable {
  const buckets = new Buckets();
  const rows = items.map((item) => [...new Set(bucketsOf(item, buckets))]);
  const bucketsOfKey = toRows(rows);
  return {
    facet,
    field: FACET_FIELD[facet],
    ids: buckets.ids,
    labels: buckets.labels,
    texts: bucketTexts(buckets.ids, buckets.labels),
    ...labelOrder(buckets.labels),
    byId: buckets.byId,
    fixed: false,
    bucketsOfKey,
    keysOfBucket: transposed(bucketsOfKey, buckets.ids.length),
    identity:
      rows.length === buckets.ids.length &&
      rows.every((row, k) => row.length === 1 && row[0] === k),
  };
}

export function fixedFacet<T>(
  facet: Facet,
  buckets: ReadonlyArray<{ id: string; label: string }>,
  items: readonly T[],
  inBucket: (item: T, bucket: number) => boolean,
): FacetTable {
  const ids = buckets.map((b) => b.id);
  const labels = buckets.map((b) => b.label);
  const bucketsOfKey = toRows(
    items.map((item) => [...buckets.keys()].filter((b) => inBucket(item, b))),
  );
  return {
    facet,
    field: FACET_FIELD[facet],
    ids,
    labels,
    texts: bucketTexts(ids, labels),
    labelRank: Uint32Array.from(buckets.keys()),
    labelOrder: Uint32Array.from(buckets.keys()),
    byId: new Map(buckets.map((b, i) => [b.id, i])),
    fixed: true,
    bucketsOfKey,
    keysOfBucket: transposed(bucketsOfKey, ids.length),
    identity: false,
  };
}
