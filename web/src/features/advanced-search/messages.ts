// The advanced search form's own rule beyond the spec's: a minimum above the maximum.
export const SALARY_ORDER_MESSAGE = 'Minimum salary cannot be more than the maximum';
