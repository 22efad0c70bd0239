// The words the simulator answers that the sign-in and settings pages show as they are, moved down
// from tests/e2e/sign-in.spec.ts and tests/e2e/account.spec.ts: the browser proved them on the
// page; the forms' tests (tests/web/features/sign-in.test.tsx, account.test.tsx) show them from a
// stubbed answer, and these tests pin that the simulator answers those words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formEncoded } from '../../openapi/client';
import { accountEmail, TEST_PASSWORD } from '../../fixtures/accounts';
import { signedIn, startSimulator, visitor, type TestSimulator } from '../support/sim';

let sim: TestSimulator;

beforeAll(async () => {
  sim = await startSimulator();
});

afterAll(async () => {
  await sim.dispose();
});

describe('The words the sign-in and settings pages show from the simulator', () => {
  it('When the password is wrong, then sign-in answers 401 "Invalid email or password."', async () => {
    const reply = await visitor(sim, 'IN').api.POST('/rio/login', {
      body: {
        scope: 'all',
        username: accountEmail('seeker', 'IN'),
        password: 'not-the-password',
        grant_type: 'password',
        client_id: 'web',
      },
      ...formEncoded,
    });

    expect(reply.response.status).toBe(401);
    expect(reply.error).toMatchObject({ error: 'Invalid email or password.' });
  });

  it('When the current password is wrong, then "Your current password is not correct."; right, then "Your password has been changed."', async () => {
    const { api } = await signedIn(sim, 'seeker', 'SA');
    const body = { newPassword: 'N3w-Passw0rd' };

    const wrong = await api.POST('/middleware/changePassword', {
      body: { ...body, currentPassword: 'not-my-password' },
    });
    const right = await api.POST('/middleware/changePassword', {
      body: { ...body, currentPassword: TEST_PASSWORD },
    });

    expect(wrong.response.status).toBe(422);
    expect(wrong.error).toMatchObject({ error: 'Your current password is not correct.' });
    expect(right.data).toEqual({ success: true, message: 'Your password has been changed.' });
  });

  it('When feedback is sent, then the answer thanks the seeker: "Thank you for your feedback."', async () => {
    const { api } = await signedIn(sim, 'seeker', 'SG');

    const reply = await api.POST('/middleware/feedback', {
      body: { rating: 5, message: 'The profile page is clear.' },
    });

    expect(reply.data).toEqual({ success: true, message: 'Thank you for your feedback.' });
  });

  it('When a seeded seeker’s email is checked before registering, then it exists', async () => {
    const reply = await visitor(sim, 'SG').api.GET('/middleware/checkExistence', {
      params: { query: { email: accountEmail('seeker', 'SG') } },
    });

    expect(reply.data).toMatchObject({ emailExists: true });
  });
});
