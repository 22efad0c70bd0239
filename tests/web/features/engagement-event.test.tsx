// The customer-engagement event names the seeker the card was shown to (spec section 9's
// email_id), also when the session answers after the banner has mounted: the banner mounts with
// the page, and the seeker's call may still be on its way.
import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { currentUserKey, type CurrentUser } from '../../../web/src/api/get-current-user';
import EngagementBanner from '../../../web/src/features/seeker-engagement/components/engagement-banner';
import { renderInPage, stubApi } from '../render';

const EMAIL = 'meera.nair@example.com';

const seeker: CurrentUser = {
  uuid: 'seeker-1',
  displayName: 'Meera Nair',
  emails: [{ email: EMAIL, status: 1 }],
  mobileNumbers: [],
  primaryEmail: { email: EMAIL, status: 1 },
  profileGaps: [],
};

describe('The engagement banner', () => {
  afterEach(() => {
    delete window.simSeekerEngagement;
  });

  it("When the session answers after the banner mounts, then the card's event carries the seeker's email", async () => {
    document.cookie = 'USER_NAME=Meera';
    document.cookie = 'USER_TYPE=SEEKER';
    let sendCard: ((card: unknown) => void) | undefined;
    window.simSeekerEngagement = {
      onCard: (listener) => {
        sendCard = listener;
        return () => (sendCard = undefined);
      },
    };
    // The seeker's call stays on its way; the session answers when the test says.
    const calls = stubApi((request) =>
      new URL(request.url).pathname.endsWith('/userMe')
        ? new Promise(() => undefined)
        : { body: {} },
    );
    const { client } = renderInPage(<EngagementBanner />, '/seeker/dashboard');
    await waitFor(() => expect(sendCard).toBeDefined());

    act(() => client.setQueryData(currentUserKey, seeker));
    act(() => sendCard?.({ title: 'Get your resume written by experts', campaign: 'resume-nov' }));

    const published = await waitFor(() => {
      const call = calls.find((c) => c.url.endsWith('/publish/events/user-engage'));
      if (!call) throw new Error('no engagement event yet');
      return call;
    });
    expect(await published.clone().json()).toMatchObject({
      events: [{ email_id: EMAIL, campaign_name: 'resume-nov' }],
    });
  });
});
