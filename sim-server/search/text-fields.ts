// The text fields of a site's index: titles, designations, skills and company names with their
// word indexes, and the location keys of each place.
import { words } from './search-words';
import { foldSearchText } from '../../openapi/vocabulary/search-fold';
import { WordIndex } from './dictionary';
import { JoinedTexts } from './joined-texts';
import { jobsByKey, Keys, toRows, type Rows, type TextField } from './key-fields';
import type { JobKeys } from './job-keys';

function invert(rows: number[][], count: number): Rows {
  const inverse: number[][] = Array.from({ length: count }, () => []);
  rows.forEach((row, r) => {
    for (const item of new Set(row)) inverse[item]?.push(r);
  });
  return toRows(inverse);
}

export type TitleField = TextField & {
  /** Words of each title joined by single spaces, for the whole-phrase test. */
  text: string[];
  words: WordIndex;
};
export type DesignationsField = TextField & {
  /** Distinct designations, lower case. */
  names: string[];
  /** The same names, for finding every designation that holds a phrase. */
  joined: JoinedTexts;
  /** Row k: the designation names of list k. Row d of `listsOfName`: the lists naming d. */
  namesOfList: Rows;
  listsOfName: Rows;
};
export type SkillsField = TextField & {
  /** Distinct skills (skills and IT skills), lower case. */
  names: string[];
  byName: ReadonlyMap<string, number>;
  /** Words of the skill names (values: skill ordinals). */
  words: WordIndex;
  /** Row k: the skills of skill set k; row s of `setsOfSkill`: the sets with skill s. */
  skillsOfSet: Rows;
  setsOfSkill: Rows;
};
export type CompanyNameField = TextField & {
  names: string[];
  words: WordIndex;
};

interface TextFields {
  title: TitleField;
  designations: DesignationsField;
  skills: SkillsField;
  companyName: CompanyNameField;
}
export function textFields(keys: JobKeys, titleWords: string[][]): TextFields {
  const { tables } = keys;
  const designationNames = new Keys<string>((d) => d);
  const namesOfList = tables.designation.items.map((list) =>
    list.map((d) => designationNames.keyOf(foldSearchText(d))),
  );
  const skillNames = new Keys<string>((s) => s);
  const skillsOfSet = tables.skillSet.items.map(([skills, it]) =>
    [...skills, ...it].map((s) => skillNames.keyOf(foldSearchText(s))),
  );
  const companyWords = tables.companyName.items.map((n) => words(n));
  return {
    title: {
      keyOf: keys.title,
      keyCount: tables.title.items.length,
      jobs: jobsByKey(keys.title, tables.title.items.length),
      text: titleWords.map((w) => w.join(' ')),
      words: WordIndex.build(titleWords),
    },
    designations: {
      keyOf: keys.designation,
      keyCount: tables.designation.items.length,
      jobs: jobsByKey(keys.designation, tables.designation.items.length),
      names: designationNames.items,
      joined: new JoinedTexts(designationNames.items),
      namesOfList: toRows(namesOfList),
      listsOfName: invert(namesOfList, designationNames.items.length),
    },
    skills: {
      keyOf: keys.skillSet,
      keyCount: tables.skillSet.items.length,
      jobs: jobsByKey(keys.skillSet, tables.skillSet.items.length),
      names: skillNames.items,
      byName: new Map(skillNames.items.map((name, i) => [name, i])),
      words: WordIndex.build(skillNames.items.map((s) => words(s))),
      skillsOfSet: toRows(skillsOfSet),
      setsOfSkill: invert(skillsOfSet, skillNames.items.length),
    },
    companyName: {
      keyOf: keys.companyName,
      keyCount: tables.companyName.items.length,
      jobs: jobsByKey(keys.companyName, tables.companyName.items.length),
      names: tables.companyName.items.map((n) => foldSearchText(n)),
      words: WordIndex.build(companyWords),
    },
  };
}

/** The location keys of each place (city, state or country, lower case). */
export function locationKeysOfPlace(keys: JobKeys): Map<string, number[]> {
  const byPlace = new Map<string, number[]>();
  keys.tables.location.items.forEach((list, key) => {
    const places = new Set(
      list.flatMap((l) => [l.city, l.state ?? '', l.country].map((p) => p.toLowerCase())),
    );
    for (const place of places) {
      const found = byPlace.get(place) ?? [];
      found.push(key);
      byPlace.set(place, found);
    }
  });
  return byPlace;
}
