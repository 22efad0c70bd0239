// The profile forms' fixed lists of spec section 3 that the first lists module does not hold:
// personal details (marital status, gender, differently-abled categories), education (courses
// with their specializations, education types, percentage bands) and US work permits. Lists the
// contract holds as enums come from the generated module; the rest are ours (the spec names the
// lists, not their entries).
import type { components } from '../generated/schema';
import {
  differentlyAbledValues,
  educationInputEducationTypeValues,
  genderValues,
  maritalStatusValues,
  usWorkPermitValues,
} from '../generated/schema';

type CountryCode = components['schemas']['CountryCode'];

export const MARITAL_STATUSES = maritalStatusValues;
export const GENDERS = genderValues;
export const DIFFERENTLY_ABLED_CATEGORIES = differentlyAbledValues;
export const EDUCATION_TYPES = educationInputEducationTypeValues;
export const WORK_PERMITS = usWorkPermitValues;

/**
 * India's courses with their specializations (section 3: "courses with specializations"; entries
 * ours). The other markets' are MARKET_COURSES; `coursesOf` gives a site's.
 */
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

type Courses = Readonly<Record<string, readonly string[]>>;

/** After school, the same in every market but India (issue 37: the walk's N2). */
const HIGHER_COURSES: Courses = {
  'Diploma / Polytechnic': [
    'Business',
    'Engineering',
    'Information Technology',
    'Hospitality',
    'Other',
  ],
  "Bachelor's Degree": [
    'Accounting',
    'Business Administration',
    'Computer Science',
    'Engineering',
    'Arts',
    'Science',
    'Other',
  ],
  "Master's Degree": [
    'Business Administration (MBA)',
    'Computer Science',
    'Engineering',
    'Finance',
    'Other',
  ],
  Doctorate: ['Any'],
};

/**
 * Each market's qualifications, as its leading portal asks them (JobStreet, Bayt): its school
 * certificates first, then HIGHER_COURSES. India asks COURSES (10th, 12th, B.Tech/B.E., …).
 */
export const MARKET_COURSES: Readonly<Record<Exclude<CountryCode, 'IN'>, Courses>> = {
  SG: {
    'O-Level': ['All subjects'],
    'A-Level': ['Science', 'Arts', 'Commerce'],
    'Nitec / Higher Nitec': ['Engineering', 'Information Technology', 'Business', 'Other'],
    ...HIGHER_COURSES,
  },
  MY: { SPM: ['All subjects'], STPM: ['Science', 'Arts'], ...HIGHER_COURSES },
  ID: {
    'SMA/SMK': ['Science (IPA)', 'Social Sciences (IPS)', 'Vocational (SMK)'],
    ...HIGHER_COURSES,
  },
  HK: { HKDSE: ['All subjects'], ...HIGHER_COURSES },
  PH: { 'Senior High School': ['STEM', 'ABM', 'HUMSS', 'TVL', 'Other'], ...HIGHER_COURSES },
  TH: { 'High School': ['Science and Mathematics', 'Arts', 'Other'], ...HIGHER_COURSES },
  VN: { 'High School': ['All subjects'], ...HIGHER_COURSES },
  SA: { 'High School': ['Science', 'Arts', 'Other'], ...HIGHER_COURSES },
};

/** The qualifications a site's forms offer, with their specializations. */
export function coursesOf(country: CountryCode): Courses {
  return country === 'IN' ? COURSES : MARKET_COURSES[country];
}

/**
 * India's category (section 3: General, SC, ST, OBC…) is India's reservation system: the profile
 * asks it on the India site only (issue 37, the walk's N2), as other markets' portals never do.
 */
export function asksCategory(country: CountryCode): boolean {
  return country === 'IN';
}

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
