// The order of the seeker's education entries, held on every add and edit (the rule and its
// message: openapi/vocabulary/education-order.ts, shared with the profile form).
import {
  educationOrderProblem,
  type EducationYear,
} from '../../openapi/vocabulary/education-order';
import { ruleBroken } from './errors';

/** Throws a 422 (EDUCATION_ORDER) on yearOfPassing when `entry` breaks the order beside the profile's entries. */
export function refuseEducationOrder(
  entry: EducationYear,
  entries: readonly EducationYear[],
): void {
  const problem = educationOrderProblem(entry, entries);
  if (problem) throw ruleBroken('yearOfPassing', problem, 'EDUCATION_ORDER');
}
