// At 100 % the profile is complete, and no "Complete your profile" cards say otherwise (the UX
// walk's N17: the dashboard said "Your profile is complete." above the work-permit and mobile
// cards, which the score does not count).
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUserKey } from '../../../web/src/api/get-current-user';
import { seekerCardsKey } from '../../../web/src/features/profile/api/get-seeker-cards';
import { SeekerCards } from '../../../web/src/features/profile/components/seeker-cards';
import { seeker } from '../answers';
import { renderInPage, stubApi } from '../render';

const openCards = {
  cards: [
    {
      type: 'WORK_AUTHORISATION',
      title: 'Are you authorised to work in the US?',
      completed: false,
      skipped: false,
    },
    { type: 'MOBILE_OTP', title: 'Verify your mobile number', completed: false, skipped: false },
  ],
};

/** Renders the cards for a signed-in seeker; resolves once both answers are in. */
async function renderCardsFor(user: ReturnType<typeof seeker>) {
  document.cookie = 'USER_NAME=Meera';
  document.cookie = 'USER_TYPE=SEEKER';
  stubApi((request) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/middleware/userMe') return { body: user };
    if (path === '/api/middleware/seeker-cards') return { body: openCards };
    return { status: 404 };
  });
  const { client } = renderInPage(<SeekerCards />, '/seeker/dashboard');
  await waitFor(() => {
    expect(client.getQueryState(currentUserKey)?.status).toBe('success');
    expect(client.getQueryState(seekerCardsKey)?.status).toBe('success');
  });
}

describe('The profile-completion cards', () => {
  it('When the profile is 100 % complete, then no "Complete your profile" cards show, though cards the score does not count are open', async () => {
    await renderCardsFor(seeker(100, []));

    expect(screen.queryByRole('heading', { name: 'Complete your profile' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Verify your mobile number' })).toBeNull();
  });

  it('When the profile is not complete, then the open cards show under "Complete your profile"', async () => {
    await renderCardsFor(seeker(80, [{ part: 'itSkills', weight: 20 }]));

    expect(await screen.findByRole('heading', { name: 'Complete your profile' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Are you authorised to work in the US?',
      'Verify your mobile number',
    ]);
  });
});
