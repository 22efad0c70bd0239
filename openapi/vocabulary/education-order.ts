// The order of a seeker's education entries (UX walk f13: "12th, 2029" was taken beside a 2019
// B.Tech). The spec is silent; the rule is ours: school comes before any later course. A 10th may
// not be passed after a 12th, and neither after a degree (any course but 10th, 12th and Diploma; a
// diploma may follow the 10th or come at any time, so it is not ordered). The same year passes,
// and an entry without a year is not checked. The profile form checks it before sending, and the
// simulator (educational, editEducationDetails) refuses it with a 400 on yearOfPassing.

/** One education entry, as far as the order needs it. */
export interface EducationYear {
  id?: string;
  highestQualification: string;
  yearOfPassing?: number | undefined;
}

// Every market's school certificates (profile-lists.ts): the first certificate of each 1, the
// school-leaving one 2; a diploma, polytechnic or Nitec course may come at any time.
const SCHOOL_RANKS: Readonly<Record<string, number>> = {
  '10th': 1,
  '12th': 2,
  'O-Level': 1,
  'A-Level': 2,
  SPM: 1,
  STPM: 2,
  'SMA/SMK': 2,
  HKDSE: 2,
  'Senior High School': 2,
  'High School': 2,
};
const DEGREE_RANK = 3;
const UNORDERED_COURSES: readonly string[] = [
  'Diploma',
  'Diploma / Polytechnic',
  'Nitec / Higher Nitec',
];

function rankOf(entry: EducationYear): number | undefined {
  if (entry.yearOfPassing === undefined) return undefined;
  if (UNORDERED_COURSES.includes(entry.highestQualification)) return undefined;
  return SCHOOL_RANKS[entry.highestQualification] ?? DEGREE_RANK;
}

export function educationOrderMessage(earlier: EducationYear, later: EducationYear): string {
  return `${earlier.highestQualification} (${earlier.yearOfPassing}) cannot come after ${later.highestQualification} (${later.yearOfPassing}). Please check the years of passing.`;
}

/**
 * What is wrong with `entry` beside the seeker's `others` (an entry with the same id is the one
 * being replaced, and is skipped), or undefined when the order holds.
 */
export function educationOrderProblem(
  entry: EducationYear,
  others: readonly EducationYear[],
): string | undefined {
  const rank = rankOf(entry);
  if (rank === undefined || entry.yearOfPassing === undefined) return undefined;
  for (const other of others) {
    if (entry.id !== undefined && other.id === entry.id) continue;
    const otherRank = rankOf(other);
    if (otherRank === undefined || other.yearOfPassing === undefined) continue;
    if (rank < otherRank && entry.yearOfPassing > other.yearOfPassing)
      return educationOrderMessage(entry, other);
    if (otherRank < rank && other.yearOfPassing > entry.yearOfPassing)
      return educationOrderMessage(other, entry);
  }
  return undefined;
}
