// Step 2 of a search: the query's own conditions (entities, locations, experience) and the
// results page's filters, as masks over each field's keys.
import { MINUTES_PER_DAY, overlaps, type Criteria } from './criteria';
import { FACETS, type Facet } from '../../openapi/vocabulary/search';
import { FRESHER_EXPERIENCE_ID } from '../../openapi/vocabulary/limits';
import { UNDISCLOSED, type SiteSearchIndex } from './site-index';
import { rowOf, type Rows } from './key-fields';

/** A job passes an entity when one of its tests (a key mask over one field) passes. */
type EntityTest = Array<{ keyOf: Uint32Array; mask: Uint8Array }>;

export function entityTests(index: SiteSearchIndex, entities: Criteria['entities']): EntityTest[] {
  return entities.map((entity) => {
    if (entity.type === 'company') {
      const mask = Uint8Array.from(index.companyName.names, (name) =>
        name === entity.name ? 1 : 0,
      );
      return [{ keyOf: index.companyName.keyOf, mask }];
    }
    if (entity.type === 'skill') {
      const mask = new Uint8Array(index.skills.keyCount);
      const skill = index.skills.byName.get(entity.name);
      if (skill !== undefined)
        for (const set of rowOf(index.skills.setsOfSkill, skill)) mask[set] = 1;
      return [{ keyOf: index.skills.keyOf, mask }];
    }
    const lists = new Uint8Array(index.designations.keyCount);
    index.designations.names.forEach((name, d) => {
      if (name === entity.name)
        for (const list of rowOf(index.designations.listsOfName, d)) lists[list] = 1;
    });
    const titles = Uint8Array.from(index.title.text, (text) =>
      text.includes(entity.name) ? 1 : 0,
    );
    return [
      { keyOf: index.designations.keyOf, mask: lists },
      { keyOf: index.title.keyOf, mask: titles },
    ];
  });
}

export function passesEntities(tests: readonly EntityTest[], job: number): boolean {
  for (const test of tests) {
    let any = false;
    for (const { keyOf, mask } of test) {
      if (mask[keyOf[job] ?? 0] === 1) {
        any = true;
        break;
      }
    }
    if (!any) return false;
  }
  return true;
}

export function locationMask(index: SiteSearchIndex, locations: readonly string[]): Uint8Array {
  const mask = new Uint8Array(index.fields.location.keyCount);
  for (const place of locations) {
    const keys = index.locationKeysOfPlace.get(place);
    if (keys) for (const key of keys) mask[key] = 1;
  }
  return mask;
}

export function experienceMask(index: SiteSearchIndex, experience: number): Uint8Array {
  return maskOf(index.experienceOfKey.length, (key) => {
    const [min, max] = index.experienceOfKey[key] as readonly [number, number];
    return experience === FRESHER_EXPERIENCE_ID
      ? min === 0
      : experience >= min && experience <= max;
  });
}

/** One active filter: a job passes when mask[keyOf[job]] is 1. */
interface Filter {
  facet: Facet;
  keyOf: Uint32Array;
  mask: Uint8Array;
  /** The jobs of each key of `keyOf`, when it is a field's key. */
  jobs: Rows | undefined;
  /** The buckets the request selected (shown even beyond the facet's cut). */
  selected: ReadonlySet<number>;
}

type ListFacet = Exclude<Facet, 'salaryRanges' | 'jobFreshness' | 'experienceRanges'>;

/** A mask over `count` keys: 1 where `test` holds. */
function maskOf(count: number, test: (key: number) => boolean): Uint8Array {
  const mask = new Uint8Array(count);
  for (let key = 0; key < count; key++) if (test(key)) mask[key] = 1;
  return mask;
}

const NO_BUCKETS: ReadonlySet<number> = new Set();

function listFilter(index: SiteSearchIndex, facet: ListFacet, wanted: ReadonlySet<string>): Filter {
  const table = index.facets[facet];
  const selected = new Set<number>();
  for (const id of wanted) {
    const bucket = table.byId.get(id);
    if (bucket !== undefined) selected.add(bucket);
  }
  const field = index.fields[table.field];
  const { offsets, items } = table.bucketsOfKey;
  const mask = maskOf(field.keyCount, (key) => {
    const end = offsets[key + 1] as number;
    for (let i = offsets[key] as number; i < end; i++)
      if (selected.has(items[i] as number)) return true;
    return false;
  });
  return { facet, keyOf: field.keyOf, mask, selected, jobs: index.fieldJobs[table.field] };
}

export function filtersOf(index: SiteSearchIndex, criteria: Criteria): Filter[] {
  const filters: Filter[] = [];
  for (const facet of FACETS) {
    if (facet === 'salaryRanges') {
      const salary = criteria.salaryRanges;
      if (!salary || !index.salaryFilters) continue;
      const mask = maskOf(index.salaryOfKey.length, (key) => {
        const [min, max] = index.salaryOfKey[key] as readonly [number, number];
        if (min === UNDISCLOSED) return salary.notSpecified;
        return salary.ranges.some((r) => overlaps(min, max, r));
      });
      filters.push({
        facet,
        keyOf: index.fields.salary.keyOf,
        mask,
        selected: NO_BUCKETS,
        jobs: index.fieldJobs.salary,
      });
    } else if (facet === 'jobFreshness') {
      const days = criteria.freshnessDays;
      if (days === undefined) continue;
      if (Number.isInteger(days)) {
        // The key is the day count rounded up: posted within n whole days is key <= n.
        const mask = maskOf(index.fields.freshness.keyCount, (day) => day <= days);
        filters.push({
          facet,
          keyOf: index.fields.freshness.keyOf,
          mask,
          selected: NO_BUCKETS,
          jobs: index.fieldJobs.freshness,
        });
      } else {
        const limit = days * MINUTES_PER_DAY;
        const mask = maskOf(index.maxPostedMinutes + 1, (minutes) => minutes <= limit);
        filters.push({
          facet,
          keyOf: index.postedMinutes,
          mask,
          selected: NO_BUCKETS,
          jobs: undefined,
        });
      }
    } else if (facet === 'experienceRanges') {
      const ranges = criteria.experienceRanges;
      if (ranges.length === 0) continue;
      const mask = maskOf(index.experienceOfKey.length, (key) => {
        const [min, max] = index.experienceOfKey[key] as readonly [number, number];
        return ranges.some((r) => overlaps(min, max, r));
      });
      filters.push({
        facet,
        keyOf: index.fields.experience.keyOf,
        mask,
        selected: NO_BUCKETS,
        jobs: index.fieldJobs.experience,
      });
    } else {
      const wanted = criteria.filters[facet];
      if (wanted.size > 0) filters.push(listFilter(index, facet, wanted));
    }
  }
  return filters;
}
