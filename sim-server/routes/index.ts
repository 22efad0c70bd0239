// Every operation's handler, keyed by operationId. The API router mounts one route per contract
// operation and answers 501 for any operation without a handler here.
import type { SimContext } from '../context';
import type { Handlers } from '../api/operation';
import { accountHandlers } from './account';
import { alertHandlers } from './alerts';
import { analyticsHandlers } from './analytics';
import { followHandlers } from './follow';
import { jobHandlers } from './jobs';
import { notificationHandlers } from './notifications';
import { otpHandlers } from './otp';
import { profileHandlers } from './profile';
import { recoveryHandlers } from './recovery';
import { searchHandlers } from './search';
import { seekerCardHandlers } from './seeker-cards';
import { sessionHandlers } from './session';
import { siteHandlers } from './site';

export function createHandlers(context: SimContext): Handlers {
  return {
    ...sessionHandlers(context),
    ...otpHandlers(context),
    ...recoveryHandlers(context),
    ...searchHandlers(context),
    ...jobHandlers(context),
    ...alertHandlers(context),
    ...profileHandlers(context),
    ...accountHandlers(context),
    ...seekerCardHandlers(context),
    ...followHandlers(context),
    ...notificationHandlers(context),
    ...siteHandlers(context),
    ...analyticsHandlers(context),
  };
}
