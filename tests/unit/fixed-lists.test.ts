// The fixed lists of spec section 3 the forms offer, held to the spec's words.
import { describe, expect, it } from 'vitest';
import {
  ANNUAL_SALARY,
  EXPERIENCE_MONTHS,
  EXPERIENCE_YEARS,
  LAKH,
  SALARY_LAKHS,
  SALARY_THOUSANDS,
} from '../../openapi/vocabulary/fixed-lists';
import {
  asksCategory,
  COURSES,
  coursesOf,
  PERCENTAGE_BANDS,
} from '../../openapi/vocabulary/profile-lists';
import { educationOrderProblem } from '../../openapi/vocabulary/education-order';

/** The whole numbers from `from` to `to`, `step` apart, written out without the product's helper. */
function numbers(from: number, to: number, step: number): number[] {
  const out: number[] = [];
  for (let n = from; n <= to; n += step) out.push(n);
  return out;
}

describe('Fixed lists of section 3', () => {
  it('When experience is chosen, then it is 0 to 50 years and 0 to 11 months', () => {
    expect(EXPERIENCE_YEARS).toEqual(numbers(0, 50, 1));
    expect(EXPERIENCE_YEARS).toHaveLength(51);
    expect(EXPERIENCE_MONTHS).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('When salary is chosen in lakhs, then it runs 0 to 50 in steps of 1, then 55 to 100 in 5s', () => {
    expect(SALARY_LAKHS.slice(0, 51)).toEqual(numbers(0, 50, 1));
    expect(SALARY_LAKHS.slice(51)).toEqual([55, 60, 65, 70, 75, 80, 85, 90, 95, 100]);
  });

  it('When salary is chosen in thousands, then it runs 0 to 95 in steps of 5', () => {
    expect(SALARY_THOUSANDS).toEqual([
      0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70, 75, 80, 85, 90, 95,
    ]);
  });

  it('When an annual salary is bounded, then it is 100000 to 10000000, one to a hundred lakhs', () => {
    expect(ANNUAL_SALARY).toEqual({ min: 100000, max: 10000000 });
    expect(LAKH).toBe(100000);
  });
});

describe('Courses with specializations (section 3)', () => {
  it('When the education form lists courses, then school, graduate and postgraduate courses are there', () => {
    for (const course of ['10th', '12th', 'Diploma', 'B.Tech/B.E.', 'B.Com', 'MBA', 'MCA', 'Ph.D'])
      expect(Object.keys(COURSES), course).toContain(course);
  });

  it('When a course is chosen, then it offers at least one specialization, none blank and none twice', () => {
    for (const [course, specializations] of Object.entries(COURSES)) {
      expect(specializations.length, course).toBeGreaterThan(0);
      for (const name of specializations) expect(name.trim(), course).toMatch(/^[A-Z]/);
      expect(new Set(specializations).size, course).toBe(specializations.length);
    }
  });

  it.each(['SG', 'SA', 'VN', 'TH', 'MY', 'ID', 'HK', 'PH'] as const)(
    "When %s's forms list qualifications, then they are the market's own, none of India's (issue 37)",
    (country) => {
      const courses = Object.keys(coursesOf(country));
      for (const course of [
        "Bachelor's Degree",
        "Master's Degree",
        'Doctorate',
        'Diploma / Polytechnic',
      ])
        expect(courses, course).toContain(course);
      for (const indian of ['10th', '12th', 'B.Tech/B.E.', 'BCA', 'B.Com', 'Ph.D'])
        expect(courses, indian).not.toContain(indian);
      for (const [course, specializations] of Object.entries(coursesOf(country)))
        expect(specializations.length, course).toBeGreaterThan(0);
    },
  );

  it("When Singapore's or Malaysia's forms list qualifications, then O/A-Level or SPM/STPM come first", () => {
    expect(Object.keys(coursesOf('SG')).slice(0, 2)).toEqual(['O-Level', 'A-Level']);
    expect(Object.keys(coursesOf('MY')).slice(0, 2)).toEqual(['SPM', 'STPM']);
    expect(coursesOf('IN')).toBe(COURSES);
  });

  it('When a market asks the profile, then only India asks for the category', () => {
    expect(asksCategory('IN')).toBe(true);
    for (const country of ['SG', 'SA', 'VN', 'TH', 'MY', 'ID', 'HK', 'PH'] as const)
      expect(asksCategory(country), country).toBe(false);
  });

  it("When a market's school certificate comes after its degree, then the order is refused as India's 12th is", () => {
    const degree = { highestQualification: "Bachelor's Degree", yearOfPassing: 2019 };
    expect(
      educationOrderProblem({ highestQualification: 'A-Level', yearOfPassing: 2029 }, [degree]),
    ).toBe(
      "A-Level (2029) cannot come after Bachelor's Degree (2019). Please check the years of passing.",
    );
    expect(
      educationOrderProblem(
        { highestQualification: 'Diploma / Polytechnic', yearOfPassing: 2029 },
        [degree],
      ),
    ).toBeUndefined();
  });

  it('When a percentage is chosen, then the bands cover 0 to 100% without a gap', () => {
    expect(PERCENTAGE_BANDS[0]).toBe('Below 40%');
    expect(PERCENTAGE_BANDS.at(-1)).toBe('95-100%');
    const ranges = PERCENTAGE_BANDS.slice(1).map((band) => band.match(/^([\d.]+)-([\d.]+)%$/));
    let next = 40;
    for (const range of ranges) {
      expect(Number(range?.[1])).toBe(next);
      next = Math.round((Number(range?.[2]) + 0.1) * 10) / 10;
    }
    expect(next).toBe(100.1);
  });
});
