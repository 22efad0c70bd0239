// Records found by id through a position map (sim-server/store/record-index.ts): what the store's
// transactions do to an array (put in place, append, remove) never makes a lookup stale.
import { describe, expect, it } from 'vitest';
import { recordById } from '../../sim-server/store/record-index';

type Row = { id: string; name: string };

function rows(...ids: string[]): Row[] {
  return ids.map((id) => ({ id, name: `${id}-1` }));
}

describe('Records found by id', () => {
  it('When a record is replaced in its place, then the lookup answers the new one', () => {
    const records = rows('a', 'b', 'c');
    expect(recordById(records, 'b')?.name).toBe('b-1');

    records[1] = { id: 'b', name: 'b-2' };

    expect(recordById(records, 'b')?.name).toBe('b-2');
  });

  it('When records are removed before others, then each id still finds its own record', () => {
    const records = rows('a', 'b', 'c', 'd');
    expect(recordById(records, 'd')?.id).toBe('d');

    records.splice(0, 2);

    expect(recordById(records, 'd')?.id).toBe('d');
    expect(recordById(records, 'c')?.id).toBe('c');
    expect(recordById(records, 'a')).toBeUndefined();
  });

  it('When a record is appended after the first lookup, then it is found', () => {
    const records = rows('a');
    expect(recordById(records, 'a')?.id).toBe('a');

    records.push({ id: 'z', name: 'z-1' });

    expect(recordById(records, 'z')?.id).toBe('z');
  });

  it('When a removed record’s place is taken by an append, then neither id answers the other', () => {
    const records = rows('a', 'b');
    expect(recordById(records, 'b')?.id).toBe('b');

    records.splice(1, 1);
    records.push({ id: 'x', name: 'x-1' });

    expect(recordById(records, 'b')).toBeUndefined();
    expect(recordById(records, 'x')?.id).toBe('x');
  });

  it('When two arrays hold the same ids (a scenario’s copy), then each answers its own record', () => {
    const shared = rows('a', 'b');
    const scenario = shared.map((r) => ({ ...r, name: `${r.id}-scenario` }));

    expect(recordById(shared, 'a')?.name).toBe('a-1');
    expect(recordById(scenario, 'a')?.name).toBe('a-scenario');
  });
});
