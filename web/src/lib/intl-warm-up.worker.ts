// The worker of lib/warm-intl.ts: builds the site's formatters off the main thread, then says so.
import { warmUpIntl, type IntlWarmUp } from './intl-warm-up';

addEventListener('message', (event: MessageEvent<IntlWarmUp>) => {
  warmUpIntl(event.data);
  postMessage('warm');
});
