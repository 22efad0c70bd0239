// The dashboard's skip link (app/page-chrome.tsx) leads here: the recommendations sit after the
// profile summary, the applied and the saved jobs, about 30 Tabs down (UX walk h4).

/** The "Recommended for you" heading's id: the skip link's target. */
export const RECOMMENDED_ID = 'dash-recommended';
