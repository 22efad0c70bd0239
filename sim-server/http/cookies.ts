// How long the simulator's session lasts: the spec gives the session cookie (MSSOCLIENT, in
// openapi/vocabulary/cookies.ts) no lifetime; 30 days is ours.
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
