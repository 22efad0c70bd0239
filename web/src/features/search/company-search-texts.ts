// The company search form's own words (spec section 2 names only 'Find Companies' and Search), said
// once for the form (components/company-search.tsx) and its stand-in (company-search-stand-in.tsx).
export const COMPANY_FIELD_LABEL = 'Company name';
export const COMPANY_FIELD_PLACEHOLDER = 'Type a company, e.g. the first letters of its name';
export const COMPANY_SUBMIT_NAME = 'Search companies';
/** The text box's form name, the same in the stand-in and the form. */
export const COMPANY_FIELD_NAME = 'company';
