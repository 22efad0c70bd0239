// Starts ICU's set-up on a worker thread as the page loads (lib/intl-warm-up.ts says why).
import type { IntlWarmUp } from './intl-warm-up';
import { site } from './site';

/** A worker that builds the site's formatters once and is ended when it answers or fails. */
export function warmIntlOffThread(): void {
  // Without workers (an old browser, jsdom) the first formatter simply pays on the main thread.
  if (typeof Worker === 'undefined') return;
  let worker: Worker;
  try {
    worker = new Worker(new URL('./intl-warm-up.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return;
  }
  const end = () => worker.terminate();
  worker.addEventListener('message', end);
  worker.addEventListener('error', end);
  const request: IntlWarmUp = {
    locale: site.locale,
    currency: site.currency,
    countryCode: site.countryCode,
  };
  worker.postMessage(request);
}
