// Autocomplete (spec sections 3, 5, 7, 9): keywords, related suggestions, locations and the
// company list, on the module and through the simulator's API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schemas } from '../../openapi/client';
import { generateCatalogue } from '../../sim-server/catalogue';
import type { Catalogue } from '../../sim-server/catalogue/types';
import {
  CompanyList,
  SuggestionDictionary,
  suggest,
  suggestLocations,
  type DictionaryEntry,
} from '../../sim-server/search/autocomplete';
import { buildSearchIndexes, type SearchIndexes } from '../../sim-server/search/indexes';
import { expectRaw, expectReply } from '../sim/helpers';
import { rawRequest } from '../support/raw';
import { startSimulator, visitor, type TestSimulator } from '../support/sim';

const LABELS: Record<Schemas['SuggestionType'], string> = {
  DESIGNATION: 'in Jobs',
  SKILL: 'in Skills',
  NEW_SKILL: 'in Skills',
  COMPANY: 'in Companies',
};

function entry(name: string, type: Schemas['SuggestionType'] = 'SKILL', rank = 1): DictionaryEntry {
  const lower = name.toLowerCase();
  return {
    id: `${type}-${lower}`,
    name,
    lower,
    words: lower.split(/[^\p{L}\p{N}+#.]+/u).filter(Boolean),
    type,
    rank,
  };
}

/** A small dictionary whose every answer is known. */
const dictionary = new SuggestionDictionary([
  entry('Python', 'SKILL', 1),
  entry('Python Developer', 'DESIGNATION', 2),
  entry('Java Developer', 'DESIGNATION', 3),
  entry('Data Scientist', 'DESIGNATION', 4),
  entry('Senior Java Architect', 'DESIGNATION', 5),
  entry('Medical Representative', 'DESIGNATION', 6),
  entry('Medical Representative', 'SKILL', 7),
  entry('Pythagoras Labs', 'COMPANY', 100_000),
]);

function names(suggestions: Array<{ name: string }>): string[] {
  return suggestions.map((s) => s.name);
}

describe('Keyword suggestions (module)', () => {
  it('When fewer than 2 characters are typed, then nothing is suggested', () => {
    expect(suggest(dictionary, 'p', 15)).toEqual([]);
    expect(suggest(dictionary, ' p ', 15)).toEqual([]);
    expect(names(suggest(dictionary, 'py', 15))).toContain('Python');
  });

  it('When a prefix is typed in any case, then the same suggestions come', () => {
    expect(suggest(dictionary, 'PYTH', 15)).toEqual(suggest(dictionary, 'pyth', 15));
    expect(suggest(dictionary, '  Java ', 15)).toEqual(suggest(dictionary, 'java', 15));
  });

  it('When names start with the prefix, then they come before names with a later word that does, typos last', () => {
    // 'java': a whole-name prefix, then a later word's prefix; 'jav' with a typo finds nothing else.
    expect(names(suggest(dictionary, 'java', 15))).toEqual([
      'Java Developer',
      'Senior Java Architect',
    ]);
    expect(names(suggest(dictionary, 'dev', 15))).toEqual(['Python Developer', 'Java Developer']);
  });

  it('When a word is typed with one typo, then its entry is still suggested', () => {
    for (const typo of ['pyhton', 'pythn', 'pxthon', 'pytthon', 'dveloper', 'scientsit']) {
      const found = names(suggest(dictionary, typo, 15));
      expect(found.length, typo).toBeGreaterThan(0);
    }
    expect(names(suggest(dictionary, 'pyhton', 15))).toEqual(['Python', 'Python Developer']);
    expect(names(suggest(dictionary, 'scientsit', 15))).toEqual(['Data Scientist']);
  });

  it('When a word is typed with two typos, then it is not suggested', () => {
    expect(names(suggest(dictionary, 'pyhtno', 15))).toEqual([]);
    expect(names(suggest(dictionary, 'sceintsit', 15))).toEqual([]);
  });

  it('When only two characters are typed, then no typo is tolerated', () => {
    expect(names(suggest(dictionary, 'jx', 15))).toEqual([]);
    expect(names(suggest(dictionary, 'ja', 15))).toEqual([
      'Java Developer',
      'Senior Java Architect',
    ]);
  });

  it('When two entries share a name, then the name is suggested once, the better ranked', () => {
    const found = suggest(dictionary, 'medical', 15);
    expect(found).toEqual([
      {
        id: 'DESIGNATION-medical representative',
        name: 'Medical Representative',
        type: 'DESIGNATION',
        suggestType: 'in Jobs',
      },
    ]);
  });

  it('When keywords are excluded, then those names are left out whatever their case', () => {
    const found = suggest(dictionary, 'pyth', 15, new Set(['python', 'pythagoras labs']));
    expect(names(found)).toEqual(['Python Developer']);
  });

  it('When a size is given, then no more suggestions than that come', () => {
    expect(suggest(dictionary, 'pyth', 2)).toHaveLength(2);
  });
});

describe('Suggestions over the seeded dictionaries', () => {
  let catalogue: Catalogue;
  let indexes: SearchIndexes;

  beforeAll(() => {
    catalogue = generateCatalogue({ seed: 20_261_121, jobsTotal: 900 });
    indexes = buildSearchIndexes(catalogue);
  });

  it('When a common prefix is typed, then 15 keyword suggestions come, each with its type label', () => {
    const found = suggest(indexes.sites.IN.keywords, 'ma', 15);
    expect(found).toHaveLength(15);
    for (const s of found) expect(s.suggestType).toBe(LABELS[s.type]);
    expect(new Set(found.map((s) => s.name.toLowerCase())).size).toBe(15);
  });

  it('When a company name is typed, then the company is suggested in Companies', () => {
    const company = catalogue.sites.SG.companies[0];
    if (!company) throw new Error('Singapore has no companies.');
    const found = suggest(indexes.sites.SG.keywords, company.name.slice(0, 8), 15);
    expect(found.find((s) => s.name === company.name)).toMatchObject({
      type: 'COMPANY',
      suggestType: 'in Companies',
    });
  });

  it('When a skill is typed with one typo, then it is suggested, and with two it is not', () => {
    const keywords = indexes.sites.IN.keywords;
    const skill = keywords.entries.find(
      (e) => e.type === 'SKILL' && /^[a-z]{6,}$/.test(e.lower) && e.lower[2] !== e.lower[3],
    );
    if (!skill) throw new Error('India suggests no single-word skill of six letters.');
    const swap = (text: string, at: number) =>
      `${text.slice(0, at)}${text[at + 1]}${text[at]}${text.slice(at + 2)}`;
    const oneTypo = swap(skill.lower, 2);
    expect(names(suggest(keywords, oneTypo, 15))).toContain(skill.name);
    expect(names(suggest(keywords, swap(oneTypo, 4), 15))).not.toContain(skill.name);
  });

  it('When keywords are suggested, then each is carried by at least 3 jobs of the site, and each company has an open job', () => {
    const site = catalogue.sites.IN;
    const carriers = (name: string) => {
      const words = name
        .toLowerCase()
        .split(/[^\p{L}\p{N}+#.]+/u)
        .filter(Boolean);
      return site.jobs.filter((job) => {
        const held = new Set(
          [job.title, ...(job.skills ?? []), ...(job.itSkills ?? [])]
            .join(' ')
            .toLowerCase()
            .split(/[^\p{L}\p{N}+#.]+/u),
        );
        return words.every((word) => held.has(word));
      }).length;
    };
    const entries = indexes.sites.IN.keywords.entries;
    for (const entry of entries.filter((e) => e.type !== 'COMPANY'))
      expect(carriers(entry.name), entry.name).toBeGreaterThanOrEqual(3);
    const companies = entries.filter((e) => e.type === 'COMPANY').map((e) => e.name);
    for (const company of site.companies)
      expect(companies.includes(company.name)).toBe((company.openJobs ?? 0) >= 1);
    // And some of the master data is left out for want of jobs: the rule is not empty.
    const offered = catalogue.masterData.filter(
      (m) => (m.type === 'SKILL' || m.type === 'DESIGNATION') && m.enabled,
    );
    expect(entries.filter((e) => e.type !== 'COMPANY').length).toBeLessThan(offered.length);
  });

  it('When a city prefix is typed, then at most 10 of the site’s cities come, best first', () => {
    const india = indexes.sites.IN;
    const found = suggestLocations(india.site, india.locations, 'a', 10);
    expect(found).toEqual([]);
    const city = india.site.site.cities[0];
    if (!city) throw new Error('India has no cities.');
    const some = suggestLocations(india.site, india.locations, city.city.slice(0, 3), 10);
    expect(some[0]).toMatchObject({ name: city.city, state: city.state, country: city.country });
    expect(some.length).toBeLessThanOrEqual(10);
    expect(
      suggestLocations(india.site, india.locations, city.city.toUpperCase(), 10)[0]?.name,
    ).toBe(city.city);
  });

  it.each([
    ['VN', 'Hồ Chí Minh', 'Ho Chi Minh City', 'Hồ Chí Minh'],
    ['VN', 'ho chi', 'Ho Chi Minh City', undefined],
    ['VN', 'TP.HCM', 'Ho Chi Minh City', 'TP.HCM'],
    ['VN', 'HCM', 'Ho Chi Minh City', 'HCM'],
    ['VN', 'Sài Gòn', 'Ho Chi Minh City', 'Sài Gòn'],
    ['VN', 'sai', 'Ho Chi Minh City', 'Sài Gòn'],
    ['VN', 'Hà Nội', 'Hanoi', 'Hà Nội'],
    ['VN', 'Đà', 'Da Nang', 'Đà Nẵng'],
    ['VN', 'Đà Nẵng', 'Da Nang', 'Đà Nẵng'],
    ['SA', 'الرياض', 'Riyadh', 'الرياض'],
    ['TH', 'กรุงเทพ', 'Bangkok', 'กรุงเทพ'],
    ['TH', 'Bangkok', 'Bangkok', undefined],
    ['MY', 'KL', 'Kuala Lumpur', 'KL'],
  ] as const)(
    "When %s's location box holds %j, then the first suggestion is %s, showing the name typed when it is another (issue 37)",
    (code, typed, city, matched) => {
      const index = indexes.sites[code];
      const [first] = suggestLocations(index.site, index.locations, typed, 10);
      expect(first?.name).toBe(city);
      expect(first?.matchedName).toBe(matched);
    },
  );

  it('When the company list is asked for, then at most the limit come, in name order, filtered by text', () => {
    const list = new CompanyList(catalogue);
    const all = list.list(['IN'], '', 500);
    expect(all).toHaveLength(Math.min(500, catalogue.sites.IN.companies.length));
    const values = all.map((c) => c.value);
    expect(values).toEqual([...values].sort((a, b) => a.localeCompare(b)));
    expect(list.list(['IN'], '', 3)).toEqual(all.slice(0, 3));
    const first = all[0]?.value ?? '';
    const text = first.slice(1, 5).toUpperCase();
    const filtered = list.list(['IN'], text, 500);
    expect(filtered.length).toBeGreaterThan(0);
    for (const c of filtered) expect(c.value.toLowerCase()).toContain(text.toLowerCase());
    const two = list.list(['IN', 'SG'], '', 500);
    const ids = new Set(
      [...catalogue.sites.IN.companies, ...catalogue.sites.SG.companies].map((c) => c.companyId),
    );
    for (const c of two) expect(ids.has(Number(c.id))).toBe(true);
  });
});

describe('Autocomplete through the API', () => {
  let sim: TestSimulator;

  beforeAll(async () => {
    sim = await startSimulator();
  });

  afterAll(async () => {
    await sim.dispose();
  });

  it('When one character is sent, then the request is refused, naming the query', async () => {
    const reply = await rawRequest(sim.url, {
      method: 'GET',
      path: '/middleware/autocomplete/keywords',
      query: { query: 'j' },
    });
    expectRaw('autocompleteKeywords', reply, 400);
  });

  it('When keywords are asked for, then at most 15 come by default', async () => {
    const { api } = visitor(sim, 'IN');
    const reply = await api.GET('/middleware/autocomplete/keywords', {
      params: { query: { query: 'ma' } },
    });
    const found = expectReply('autocompleteKeywords', reply, 200) as Schemas['Suggestion'][];
    expect(found).toHaveLength(15);
  });

  it('When excludeKeywords repeat, then every one of them is left out and names come once', async () => {
    const { api } = visitor(sim, 'IN');
    const first = await api.GET('/middleware/autocomplete/suggestions', {
      params: { query: { query: 'dev' } },
    });
    const before = expectReply('autocompleteSuggestions', first, 200) as Schemas['Suggestion'][];
    const excluded = before.slice(0, 2).map((s) => s.name.toUpperCase());
    // Percent-encoded, as the typed client sends them (the contract refuses '+' for a space).
    const repeated = excluded.map((name) => `excludeKeywords=${encodeURIComponent(name)}`);
    const reply = await rawRequest(sim.url, {
      method: 'GET',
      path: `/middleware/autocomplete/suggestions?query=dev&${repeated.join('&')}`,
      headers: { 'X-Source-Country': 'IN' },
    });
    const after = expectRaw('autocompleteSuggestions', reply, 200) as Schemas['Suggestion'][];
    const lower = after.map((s) => s.name.toLowerCase());
    for (const name of excluded) expect(lower).not.toContain(name.toLowerCase());
    expect(new Set(lower).size).toBe(lower.length);
    expect(after.length).toBeLessThanOrEqual(15);
  });

  it('When locations are asked for another site, then that site’s cities come, at most 10', async () => {
    const { api } = visitor(sim, 'IN');
    const singapore = sim.context.catalogue.sites.SG.site.cities[0];
    if (!singapore) throw new Error('Singapore has no cities.');
    const reply = await api.GET('/middleware/autocomplete/locations', {
      params: {
        query: { query: singapore.city.slice(0, 2), type: 'locations', siteContext: 'singapore' },
      },
    });
    const found = expectReply(
      'autocompleteLocations',
      reply,
      200,
    ) as Schemas['LocationSuggestion'][];
    expect(found.length).toBeLessThanOrEqual(10);
    expect(found.map((c) => c.name)).toContain(singapore.city);
  });

  it('When the company list is asked for, then at most 500 come, and the limit is kept', async () => {
    const { api } = visitor(sim, 'IN');
    const all = await api.GET('/middleware/autocomplete/companies', { params: { query: {} } });
    const companies = expectReply('companyList', all, 200) as Schemas['DropdownOption'][];
    expect(companies.length).toBe(Math.min(500, sim.context.catalogue.sites.IN.companies.length));
    const few = await api.GET('/middleware/autocomplete/companies', {
      params: { query: { limit: 4, countries: 'IN,SG' } },
    });
    expect(expectReply('companyList', few, 200)).toHaveLength(4);
  });
});
