/** What a understood voice search hands to the page (spec section 3: job, locations, experience). */
export interface VoiceSearchTerms {
  keyword: string;
  location: string;
  /** Years of experience, 51 for a fresher (section 3), null when not said. */
  experience: number | null;
}
