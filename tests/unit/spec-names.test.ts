// Names and values the spec spells (sections 1 to 4), pinned by literals in a test that imports
// their modules. The value table (tests/spec-values.ts) holds them too, but its test imports the
// modules by path at run time, which Stryker's `related` test selection cannot see.
import { describe, expect, it } from 'vitest';
import {
  AUTO_APPLY_ACTION_FOLLOW,
  GUEST_USER_NAME,
  NOT_SEEKER_USER_TYPES,
} from '../../openapi/vocabulary/cookies';
import { CHANGE_PASSWORD_PATH, DEFAULT_SPL, SPL_PARAM } from '../../openapi/vocabulary/routes';
import { DEFAULT_COUNTRY, GULF, INDIA } from '../../openapi/vocabulary/sites';

describe('Names the spec spells', () => {
  it("When a site is named, then India is IN and the default, and the Gulf's code is SA (section 1)", () => {
    expect(INDIA).toBe('IN');
    expect(DEFAULT_COUNTRY).toBe('IN');
    expect(GULF).toBe('SA');
  });

  it("When an SJS job's detail is linked, then the spl parameter defaults to MSJ_OnSite (section 2)", () => {
    expect(SPL_PARAM).toBe('spl');
    expect(DEFAULT_SPL).toBe('MSJ_OnSite');
  });

  it('When the change-password screen is linked, then it is the settings page with its menu (section 2)', () => {
    expect(CHANGE_PASSWORD_PATH).toBe('/seeker/settings?menu=account&subMenu=change-password');
  });

  it('When the older login rule reads the cookies, then Guest, B2B_AGENT and CORPORATE are no seekers, and a follow leaves follow_unFollow_company (sections 3, 4)', () => {
    expect(GUEST_USER_NAME).toBe('Guest');
    expect(NOT_SEEKER_USER_TYPES).toEqual(['B2B_AGENT', 'CORPORATE']);
    expect(AUTO_APPLY_ACTION_FOLLOW).toBe('follow_unFollow_company');
  });
});
