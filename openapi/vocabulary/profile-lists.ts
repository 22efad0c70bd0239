// The profile forms' fixed lists of spec section 3 that the first lists module does not hold:
// personal details (marital status, gender, differently-abled categories), education (courses
// with their specializations, education types, percentage bands) and US work permits. Lists the
// contract holds as enums come from the generated module; the rest are ours (the spec names the
// lists, not their entries).
import {
  differentlyAbledValues,
  educationInputEducationTypeValues,
  genderValues,
  maritalStatusValues,
  usWorkPermitValues,
} from '../generated/schema';

export const MARITAL_STATUSES = maritalStatusValues;
export const GENDERS = genderValues;
export const DIFFERENTLY_ABLED_CATEGORIES = differentlyAbledValues;
export const EDUCATION_TYPES = educationInputEducationTypeValues;
export const WORK_PERMITS = usWorkPermitValues;

/** Courses with their specializations (section 3: "courses with specializations"; entries ours). */
export const COURSES: Readonly<Record<string, readonly string[]>> = {
  '10th': ['All subjects'],
  '12th': ['Science', 'Commerce', 'Arts'],
  Diploma: ['Computers', 'Electrical', 'Mechanical', 'Civil', 'Other'],
  'B.A': ['Economics', 'English', 'History', 'Psychology', 'Other'],
  'B.Com': ['Accounting', 'Finance', 'Taxation', 'Other'],
  'B.Sc': ['Computers', 'Mathematics', 'Physics', 'Chemistry', 'Other'],
  'B.Tech/B.E.': ['Computers', 'Electronics', 'Electrical', 'Mechanical', 'Civil', 'Other'],
  BCA: ['Computers'],
  BBA: ['Finance', 'Marketing', 'Human Resources', 'Other'],
  MBA: ['Finance', 'Marketing', 'Human Resources', 'Operations', 'Systems', 'Other'],
  'M.Tech': ['Computers', 'Electronics', 'Mechanical', 'Other'],
  MCA: ['Computers'],
  'M.Sc': ['Computers', 'Mathematics', 'Physics', 'Chemistry', 'Other'],
  'M.Com': ['Accounting', 'Finance', 'Other'],
  'Ph.D': ['Any'],
};

/** Percentage bands of the education form (section 3; bands ours). */
export const PERCENTAGE_BANDS = [
  'Below 40%',
  '40-49.9%',
  '50-54.9%',
  '55-59.9%',
  '60-64.9%',
  '65-69.9%',
  '70-74.9%',
  '75-79.9%',
  '80-84.9%',
  '85-89.9%',
  '90-94.9%',
  '95-100%',
] as const;
