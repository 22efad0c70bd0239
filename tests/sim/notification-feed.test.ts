// Trust in the bell (issue 27): a newly registered seeker's bell holds one welcome and nothing
// invented; the seeded accounts keep their history, without a "verify your mobile number" for a
// verified number.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, startSimulator, visitor, type TestSimulator } from '../support/sim';
import { expectReply } from './helpers';

let sim: TestSimulator;

beforeAll(async () => {
  sim = await startSimulator();
});

afterAll(async () => {
  await sim.dispose();
});

type Titles = { notifications: Array<{ title: string; link?: string }>; total: number };

describe('The bell of a new account', () => {
  it('When a seeker has just registered, then the bell counts one and lists only a welcome that leads to the profile', async () => {
    const fresh = visitor(sim, 'IN');
    const registered = await fresh.api.POST('/middleware/registerPersonal', {
      body: {
        name: 'Nila Nair',
        email: 'nila.bell@example.com',
        password: 'secret12',
        countryCode: '91',
        mobileNumber: '9800000077',
        currentLocation: 'Pune',
        experienceYears: 0,
        experienceMonths: 0,
      },
    });
    expect(registered.response.status).toBe(201);

    const count = await fresh.api.GET('/middleware/notifications/count', {
      params: { query: { v: '1' } },
    });
    expect(expectReply('notificationCount', count, 200)).toEqual({
      notificationCounResponse: { total: 1 },
    });
    const list = await fresh.api.GET('/middleware/bell-notification', { params: { query: {} } });
    const body = expectReply('bellNotifications', list, 200) as Titles;
    expect(body.total).toBe(1);
    expect(body.notifications.map((n) => [n.title, n.link])).toEqual([
      ['Welcome to jobportal', '/seeker/profile'],
    ]);
  });

  it('When the seeded seekers open the bell, then their history stays, and only the unverified one is asked to verify the mobile number', async () => {
    const titles = async (local: string) => {
      const { api } = await signedIn(sim, local);
      const list = await api.GET('/middleware/bell-notification', {
        params: { query: { limit: 50 } },
      });
      return (expectReply('bellNotifications', list, 200) as Titles).notifications.map(
        (n) => n.title,
      );
    };
    const verified = await titles('seeker');
    const unverified = await titles('unverified');
    expect(verified.length).toBeGreaterThan(5);
    expect(verified).not.toContain('Verify your mobile number');
    expect(verified).not.toContain('Welcome to jobportal');
    expect(unverified).toContain('Verify your mobile number');
  });
});
