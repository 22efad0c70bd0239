// The side effects several machines ask for, as plain data. The web app implements each once
// (a toast service, document.cookie, the router) and hands the same functions to every machine.
import type { ToastKind } from '../../openapi/vocabulary/timing';
import type { ToastTone } from '../constants';

/** Shown by the toast machine; `kind` picks the duration (constants TOAST_DURATION_MS). */
export interface ToastRequest {
  message: string;
  tone: ToastTone;
  kind: ToastKind;
}

/** One cookie to write. `days` or `expires` gives its lifetime; neither means a session cookie. */
export interface CookieWrite {
  name: string;
  value: string;
  days?: number;
  expires?: string;
  path?: string;
  domain?: string;
  /** Leave an existing cookie of that name untouched (old auto-login, section 4). */
  onlyIfAbsent?: boolean;
}

export interface CookieRemoval {
  name: string;
}

/** A full-page navigation. */
export interface Navigation {
  url: string;
}

/** A failure that is only logged (section 8: bell, covid, tracking...). */
export interface LoggedFailure {
  scope: string;
  error: unknown;
}
