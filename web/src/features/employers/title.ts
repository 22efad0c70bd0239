// The section's name, in its own module: the home page names the section's placeholder with it
// without loading the carousel's chunk.
export const EMPLOYERS_TITLE = 'Employers of Choice';
