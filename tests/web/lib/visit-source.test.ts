// Spec section 2's query parameters: the campaign's utm parameters kept for the visit (session
// storage) and sent with every event; the special listing (spl) kept in the SPL cookie. A
// landing URL with new values replaces the old ones; a value is kept to 256 characters.
import { describe, expect, it } from 'vitest';
import { rememberVisitSource, visitCampaign, visitSpl } from '../../../web/src/lib/visit-source';

describe('Where the visit came from', () => {
  it('When the landing URL carries utm parameters and spl, then the visit keeps each of them', () => {
    rememberVisitSource(
      '?utm_campaign=diwali&utm_medium=email&utm_source=newsletter&utm_content=hero&utm_term=sales&spl=MSJ_Campaign&query=java',
    );
    expect(visitCampaign()).toEqual({
      utm_campaign: 'diwali',
      utm_medium: 'email',
      utm_source: 'newsletter',
      utm_content: 'hero',
      utm_term: 'sales',
    });
    expect(visitSpl()).toBe('MSJ_Campaign');
    expect(document.cookie).toContain('SPL=MSJ_Campaign');
  });

  it('When a later landing URL brings new values, then they replace the old; one without any keeps them', () => {
    rememberVisitSource('?utm_source=google&spl=first');
    rememberVisitSource('?utm_medium=cpc&spl=second');
    expect([visitCampaign(), visitSpl()]).toEqual([{ utm_medium: 'cpc' }, 'second']);
    rememberVisitSource('?query=java');
    expect([visitCampaign(), visitSpl()]).toEqual([{ utm_medium: 'cpc' }, 'second']);
  });

  it('When a value is longer than 256 characters, then its first 256 are kept', () => {
    rememberVisitSource(`?utm_term=${'a'.repeat(300)}&spl=${'b'.repeat(300)}`);
    expect(visitCampaign().utm_term).toBe('a'.repeat(256));
    expect(visitSpl()).toBe('b'.repeat(256));
  });

  it('When the visit came without them, then there is no campaign and no special listing', () => {
    rememberVisitSource('?utm_source=&spl=');
    expect([visitCampaign(), visitSpl()]).toEqual([{}, undefined]);
  });

  it('When the stored campaign was changed by hand, then only utm strings are read, and broken text reads as none', () => {
    sessionStorage.setItem(
      'utm',
      JSON.stringify({ utm_source: 'google', utm_medium: 7, other: 'x' }),
    );
    expect(visitCampaign()).toEqual({ utm_source: 'google' });
    sessionStorage.setItem('utm', '{broken');
    expect(visitCampaign()).toEqual({});
    sessionStorage.setItem('utm', 'null');
    expect(visitCampaign()).toEqual({});
  });
});
