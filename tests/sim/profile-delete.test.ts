// Deleting profile list items (designed; section 7 names no delete): employments and educations by
// id, IT skills by name. The item leaves the profiles answer; an unknown id or another seeker's
// item is 404 and changes nothing; guests get 401.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, visitor, type Visitor } from '../support/sim';
import { expectReply, startClockedSimulator, stateOf, type ClockedSimulator } from './helpers';

let sim: ClockedSimulator;
let owner: Visitor;
let other: Visitor;

beforeAll(async () => {
  sim = await startClockedSimulator();
  owner = await signedIn(sim, 'seeker');
  other = await signedIn(sim, 'linked');
});

afterAll(async () => {
  await sim.dispose();
});

async function profileOf(seeker: Visitor) {
  const reply = await seeker.api.GET('/middleware/profiles', { params: { query: {} } });
  expectReply('profiles', reply, 200);
  return reply.data?.profilesResponse ?? {};
}

async function addEmployment(seeker: Visitor): Promise<string> {
  const reply = await seeker.api.POST('/middleware/employement', { body: EMPLOYMENT });
  expectReply('employement', reply, 201);
  return reply.data?.id ?? '';
}

const EMPLOYMENT = { years: 2, months: 3, designation: 'Tester', organisation: 'Delete Me Ltd' };
const EDUCATION = {
  highestQualification: 'MBA/PGDM',
  yearOfPassing: 2020,
  educationType: 'Full Time' as const,
};

describe('deleting profile items', () => {
  it('When an employment is deleted, then it is gone from the profile and the others stay', async () => {
    const added = await addEmployment(owner);
    const before = (await profileOf(owner)).workExperience ?? [];

    const deleted = await owner.api.DELETE('/middleware/editEmploymentDetails/{employmentId}', {
      params: { path: { employmentId: added } },
    });

    expectReply('deleteEmploymentDetails', deleted, 200);
    expect(deleted.data?.success).toBe(true);
    const after = (await profileOf(owner)).workExperience ?? [];
    expect(after.map((e) => e.id)).toEqual(before.map((e) => e.id).filter((id) => id !== added));
    expect(before.some((e) => e.id === added)).toBe(true);
  });

  it('When an unknown or another seeker’s employment is deleted, then 404 and nothing changes', async () => {
    const mine = await addEmployment(owner);
    const othersIds = ((await profileOf(other)).workExperience ?? []).map((e) => e.id);
    expect(othersIds).not.toContain(mine);
    const state = stateOf(sim);

    const foreign = await other.api.DELETE('/middleware/editEmploymentDetails/{employmentId}', {
      params: { path: { employmentId: mine } },
    });
    const unknown = await owner.api.DELETE('/middleware/editEmploymentDetails/{employmentId}', {
      params: { path: { employmentId: 'emp-999' } },
    });

    expectReply('deleteEmploymentDetails', foreign, 404);
    expectReply('deleteEmploymentDetails', unknown, 404);
    expect(stateOf(sim)).toBe(state);
    expect(((await profileOf(owner)).workExperience ?? []).map((e) => e.id)).toContain(mine);
  });

  it('When an education is deleted, then it is gone; again, or by another seeker, is 404', async () => {
    const reply = await owner.api.POST('/middleware/educational', { body: EDUCATION });
    expectReply('educational', reply, 201);
    const added = reply.data?.id ?? '';
    const foreign = await other.api.DELETE('/middleware/editEducationDetails/{educationId}', {
      params: { path: { educationId: added } },
    });
    expect(((await profileOf(other)).educationDetails ?? []).map((e) => e.id)).not.toContain(added);

    const deleted = await owner.api.DELETE('/middleware/editEducationDetails/{educationId}', {
      params: { path: { educationId: added } },
    });
    const again = await owner.api.DELETE('/middleware/editEducationDetails/{educationId}', {
      params: { path: { educationId: added } },
    });

    expectReply('deleteEducationDetails', foreign, 404);
    expectReply('deleteEducationDetails', deleted, 200);
    expect(deleted.data?.success).toBe(true);
    expectReply('deleteEducationDetails', again, 404);
    const ids = ((await profileOf(owner)).educationDetails ?? []).map((e) => e.id);
    expect(ids).not.toContain(added);
  });

  it('When an IT skill is deleted by name (any case), then the list answered and stored lacks it; an unknown one or another seeker’s is 404', async () => {
    await owner.api.POST('/middleware/createSkills', {
      body: { itSkills: [{ skill: 'C++/CLI' }, { skill: 'Elixir' }] },
    });
    const foreign = await other.api.DELETE('/middleware/deleteSkill/{skill}', {
      params: { path: { skill: 'Elixir' } },
    });

    const deleted = await owner.api.DELETE('/middleware/deleteSkill/{skill}', {
      params: { path: { skill: 'c++/cli' } },
    });
    const unknown = await owner.api.DELETE('/middleware/deleteSkill/{skill}', {
      params: { path: { skill: 'Cobol' } },
    });

    expectReply('deleteSkill', foreign, 404);
    expectReply('deleteSkill', deleted, 200);
    const names = (deleted.data?.itSkills ?? []).map((s) => s.skill);
    expect(names).toContain('Elixir');
    expect(names).not.toContain('C++/CLI');
    expectReply('deleteSkill', unknown, 404);
    const stored = ((await profileOf(owner)).itSkills ?? []).map((s) => s.skill);
    expect(stored).toEqual(names);
  });

  it('When a guest deletes, then 401', async () => {
    const guest = visitor(sim);
    expectReply(
      'deleteEmploymentDetails',
      await guest.api.DELETE('/middleware/editEmploymentDetails/{employmentId}', {
        params: { path: { employmentId: 'emp-1' } },
      }),
      401,
    );
    expectReply(
      'deleteSkill',
      await guest.api.DELETE('/middleware/deleteSkill/{skill}', {
        params: { path: { skill: 'Java' } },
      }),
      401,
    );
  });
});
