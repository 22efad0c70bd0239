// Guests' free job alerts, bounded over all emails (audit 2026-11-28, L3): the cap of 20 is per
// email, and a client inventing emails made 5,000 alerts in 52 s without a session. Past
// SIM_GUEST_ALERTS guest alerts in the state a request sees, a new one is a 409 naming the setting;
// a seeker's alerts are bounded per seeker and never count here.
import type { StoreState } from '../store/state';
import { conflict } from './errors';

export const GUEST_ALERTS_FULL = 'GUEST_ALERTS_FULL';

export const guestAlertsFull = (max: number) =>
  `The simulator keeps at most ${max} guest job alerts (SIM_GUEST_ALERTS). Reset it, or start it with a larger SIM_GUEST_ALERTS.`;

/** Refuses a new guest alert when `max` guest alerts are kept already. */
export function checkGuestAlertRoom(state: StoreState, max: number): void {
  let guests = 0;
  for (const alert of state.jobAlerts) if (alert.accountId === null) guests += 1;
  if (guests >= max) throw conflict(guestAlertsFull(max), GUEST_ALERTS_FULL);
}
