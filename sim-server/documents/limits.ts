// The bounds every document reader keeps: files are hostile input.

/** Never inflate more than this from one zip entry or PDF stream (a zip bomb stops here). */
export const MAX_INFLATED_BYTES = 20 * 1024 * 1024;
/** PDF.js reads this many pages at most: a resume's data is at its start. */
export const MAX_PDF_PAGES = 50;
