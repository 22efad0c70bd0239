// Spec section 5: the advanced search form's messages, spelled as the spec spells them.
export const SALARY_MIN_MISSING_MESSAGE = 'Please select minium salary';
export const SALARY_MAX_MISSING_MESSAGE = 'Please select maximum salary';
export const SALARY_ORDER_MESSAGE = 'Minimum salary cannot be more than the maximum';

/** Spec section 3: salary in lakhs 0 to 100+, in steps of 1 up to 50, then 5s. */
export const SALARY_LAKHS: number[] = [
  ...Array.from({ length: 51 }, (_, i) => i),
  ...Array.from({ length: 10 }, (_, i) => 55 + i * 5),
];
export const LAKH = 100_000;
/** Spec section 3: month experience 0 to 11 (the hidden month field). */
export const EXPERIENCE_MONTHS = Array.from({ length: 12 }, (_, i) => i);
