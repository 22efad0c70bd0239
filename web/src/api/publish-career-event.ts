// publishCareerEvents (spec sections 3, 6, 7): the seeker's profile data plus careerRequestType.
// Sent only for a seeker whose profile event data is there; the header's variant (source 'header')
// only from the 'Resume Services' menu. A failure is only logged (section 8).
import { api } from '../lib/api';
import type { CurrentUser } from './get-current-user';

export async function publishCareerEvent(
  user: CurrentUser,
  careerRequestType: string,
  source?: string,
): Promise<void> {
  try {
    await api.POST('/middleware/publish/career-events', {
      body: {
        careerRequestType,
        uuid: user.uuid,
        displayName: user.displayName,
        primaryEmail: user.primaryEmail,
        ...(user.primaryMobileNumber === undefined
          ? {}
          : { primaryMobileNumber: user.primaryMobileNumber }),
        ...(source === undefined ? {} : { source }),
      },
    });
  } catch (error) {
    console.warn('Career event failed', error);
  }
}
