// What an empty list of follows says (ours: the spec is silent), on the dashboard and on My jobs.
export const NO_COMPANY_FOLLOWED =
  'You follow no company yet. Follow one from a job or the employers carousel.';
export const NO_RECRUITER_FOLLOWED =
  'You follow no recruiter yet. Follow one from a job they posted.';
