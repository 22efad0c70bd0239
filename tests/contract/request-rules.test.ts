// Rules of a request that the schema itself says, so that the simulator's validator and any other
// tool refuse the same bodies: the two shapes of the sign-in form, and base64 that really decodes.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, accountEmail, SIM_GOOGLE_PREFIX } from '../../fixtures/accounts';
import { bodyValidator, contract, type Json } from './request-schemas';

const FORM = 'application/x-www-form-urlencoded';

describe('The sign-in form (rioLogin)', () => {
  const validate = bodyValidator('rioLogin', FORM);
  const common = { scope: 'all', grant_type: 'password', client_id: 'web' };
  const passwordLogin = {
    ...common,
    username: accountEmail('seeker', 'IN'),
    password: TEST_PASSWORD,
  };
  const socialLogin = {
    ...common,
    username: `${SIM_GOOGLE_PREFIX}${accountEmail('seeker', 'IN')}`,
    social_provider: 'google',
  };

  it('When the form has a username and a password, then it is a valid password login', () => {
    expect(validate(passwordLogin), JSON.stringify(validate.errors)).toBe(true);
    expect(validate({ ...passwordLogin, returnUrl: '/seeker/profile' })).toBe(true);
  });

  it('When the form has social_provider google and the Google credential as username, then it is a valid social login', () => {
    expect(validate(socialLogin), JSON.stringify(validate.errors)).toBe(true);
  });

  it('When the form has neither a password nor a social provider, then the schema refuses it', () => {
    expect(validate({ ...common, username: accountEmail('seeker', 'IN') })).toBe(false);
  });

  it('When the form has both a password and a social provider, then the schema refuses it', () => {
    expect(validate({ ...socialLogin, password: TEST_PASSWORD })).toBe(false);
  });

  it('When the social login has no username, then the schema refuses it', () => {
    const { username: _username, ...withoutUsername } = socialLogin;
    expect(validate(withoutUsername)).toBe(false);
    expect(validate({ ...socialLogin, username: '' })).toBe(false);
  });
});

/** Every schema of the contract that declares base64 content, with where it is. */
function base64Schemas(): Array<{ where: string; schema: Json }> {
  const found: Array<{ where: string; schema: Json }> = [];
  const visit = (node: unknown, where: string) => {
    if (!node || typeof node !== 'object') return;
    if ((node as Json).contentEncoding === 'base64') found.push({ where, schema: node as Json });
    for (const [key, child] of Object.entries(node)) visit(child, `${where}/${key}`);
  };
  visit(contract, '#');
  return found;
}

/** What the pattern was before it spelled out groups of 4: any run of base64 letters, then = or ==. */
const LOOSE_BASE64 = /^[A-Za-z0-9+/]+={0,2}$/u;

describe('Base64 file content', () => {
  const fields = base64Schemas();

  it('When the contract is read, then resumeUpdate.fileContent is its base64 field', () => {
    expect(fields.map((field) => field.where)).toEqual([
      '#/components/schemas/ResumeUpdateForm/properties/fileContent',
    ]);
  });

  it.each(fields.map((field) => [field.where, field.schema] as const))(
    'When %s gets a string that is not base64, then its pattern refuses it where the old one did not',
    (_where, schema) => {
      const pattern = new RegExp(String(schema.pattern), 'u');
      for (const notBase64 of ['YWJj=', 'YWJjZA', 'YQ', 'QR==', 'QUJ=', 'YWJjZA=']) {
        expect(LOOSE_BASE64.test(notBase64), notBase64).toBe(true);
        expect(pattern.test(notBase64), notBase64).toBe(false);
        expect(Buffer.from(notBase64, 'base64').toString('base64')).not.toBe(notBase64);
      }
    },
  );

  it.each(fields.map((field) => [field.where, field.schema] as const))(
    'When %s gets the base64 of any bytes, then its pattern accepts it, and what it accepts decodes back to itself',
    (_where, schema) => {
      const pattern = new RegExp(String(schema.pattern), 'u');
      for (let length = 0; length < 200; length += 1) {
        const encoded = randomBytes(length).toString('base64');
        expect(pattern.test(encoded), encoded).toBe(true);
      }
      // Every string of 1 to 4 characters over letters that matter to padding, alone and after
      // a full group: whatever the pattern accepts is canonical base64.
      const alphabet = [...'AQgwEIMcYZaz09+/='];
      let words = [''];
      const notCanonical: string[] = [];
      for (let length = 1; length <= 4; length += 1) {
        words = words.flatMap((word) => alphabet.map((letter) => word + letter));
        for (const candidate of words.flatMap((word) => [word, `QUJD${word}`])) {
          if (
            pattern.test(candidate) &&
            Buffer.from(candidate, 'base64').toString('base64') !== candidate
          ) {
            notCanonical.push(candidate);
          }
        }
      }
      expect(notCanonical).toEqual([]);
    },
  );

  it('When a resume update carries a 5 MB file, then the validator checks it without running out of stack', () => {
    const validate = bodyValidator('resumeUpdate', FORM);
    const fileContent = randomBytes(5 * 1024 * 1024).toString('base64');
    expect(validate({ fileName: 'cv.pdf', fileContent }), JSON.stringify(validate.errors)).toBe(
      true,
    );
    expect(validate({ fileName: 'cv.pdf', fileContent: `${fileContent.slice(0, -4)}QR==` })).toBe(
      false,
    );
  });
});
