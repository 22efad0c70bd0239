// Whether this browser gets voice search. Spec sections 1 and 8: voice search is Chrome only, and
// the mic icon is shown only in Chrome. Kept tiny and free of the engine, because the mic button
// on the home page imports it eagerly.
//
// The rule: the Web Speech API's recognition constructor exists (SpeechRecognition or
// webkitSpeechRecognition) AND the user agent names Chrome (Chrome/, HeadlessChrome/, CriOS/ on
// iOS) or Chromium (Chromium/), but none of the browsers that build on Chromium and copy its
// token: Edge (Edg/, EdgA/, EdgiOS/), Opera (OPR/, OPT/, Opera), Samsung Internet and Yandex.
// Those are not Chrome, and some ship the API without Google's recognition service behind it.
// Brave and other builds that send Chrome's exact user agent cannot be told apart and count as
// Chrome.
import type { SpeechRecognitionConstructor } from './speech-types';

const CHROME_TOKEN = /(?:Chrome|Chromium|CriOS)\/\d/;
const NOT_CHROME_TOKEN = /\b(?:Edg|EdgA|EdgiOS|OPR|OPT|Opera|SamsungBrowser|YaBrowser)\b/;

export function isChromeUserAgent(userAgent: string): boolean {
  return CHROME_TOKEN.test(userAgent) && !NOT_CHROME_TOKEN.test(userAgent);
}

interface SpeechWindow {
  SpeechRecognition?: SpeechRecognitionConstructor;
  webkitSpeechRecognition?: SpeechRecognitionConstructor;
}

/** The browser's recognition constructor, standard name first. */
export function speechRecognitionConstructor(): SpeechRecognitionConstructor | undefined {
  if (typeof window === 'undefined') return undefined;
  const speechWindow = window as Window & SpeechWindow;
  return speechWindow.SpeechRecognition ?? speechWindow.webkitSpeechRecognition;
}

/** Chrome with the Web Speech API: the mic button shows and voice search can start. */
export function voiceSearchSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    isChromeUserAgent(navigator.userAgent) &&
    speechRecognitionConstructor() !== undefined
  );
}
