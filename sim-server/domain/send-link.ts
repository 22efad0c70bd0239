// The app download link's hourly limit (our design; the spec gives none): at most
// SEND_LINK_LIMIT_PER_HOUR links to one number an hour, the hour counted from the first send of a
// run of sends. The count is a stored counter, so it holds across restarts.
import { SEND_LINK_LIMIT_PER_HOUR } from '../../openapi/vocabulary/limits';
import type { CountryCode } from '../catalogue/types';
import type { Store } from '../store/store';
import { counterOf, setCounter } from './counters';

const HOUR_MS = 60 * 60 * 1000;

export interface SendLinkTarget {
  site: CountryCode;
  isdCode: string;
  mobileNumber: string;
}

/** Counts one send to the number; false, counting nothing, when the hour's sends are used up. */
export function takeSendLink(store: Store, target: SendLinkTarget, now: Date): boolean {
  const id = `sendLink:${target.site}:${target.isdCode}-${target.mobileNumber}`;
  const counter = counterOf(store.state, id);
  const recent =
    counter && now.getTime() - new Date(counter.updatedAt).getTime() < HOUR_MS ? counter.count : 0;
  if (recent >= SEND_LINK_LIMIT_PER_HOUR) return false;
  setCounter(store, id, (current) => ({
    count: recent + 1,
    updatedAt: recent === 0 || !current ? now.toISOString() : current.updatedAt,
  }));
  return true;
}
