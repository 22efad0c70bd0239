// companyFollow, companyUnfollow, recruiterFollow, recruiterUnfollow (spec sections 4, 7): the
// follow machine's call (machines/calls/follow.calls.ts, which the API-level replay runs too) on
// the app's client. Resolves to the FollowResult (the new followerCount, or the backend's refusal);
// rejects when there is none, so the machine hears follow.failed.
import { followCall } from '../../../machines/calls/follow.calls';
import { bindCall } from '../../../machines/lib/calls';
import { api } from '../lib/api';

export const followOrUnfollow = bindCall(followCall, api);
