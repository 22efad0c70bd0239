import { describe, expect, it } from 'vitest';
import {
  ApiError,
  MESSAGES,
  conflict,
  failure,
  insufficientStorage,
  invalid,
  notFound,
  unauthorized,
  unprocessable,
} from '../../sim-server/domain/errors';
import { EVENTS_KEPT, EVENT_BYTES_KEPT, storeEvents } from '../../sim-server/domain/events';
import { listingCriteria } from '../../sim-server/domain/listing-filters';
import {
  WELCOME_NOTIFICATION,
  isSeededAccount,
  templateFits,
} from '../../sim-server/domain/notification-feed';
import { newestFirst, nextNumberedId, omit } from '../../sim-server/domain/records';
import {
  RECENT_SEARCHES_KEPT,
  recentSearchOf,
  recentSearchOwner,
  recentSearchesOf,
  recordRecentSearch,
} from '../../sim-server/domain/recent-searches';
import {
  SOCIAL_CREDENTIAL_PREFIX,
  SOCIAL_PROVIDER_NAME,
  linkedHolder,
  socialCredential,
  socialEmail,
  validateSocial,
} from '../../sim-server/domain/social-validation';
import { MINUTE, NOW, at, site, world } from './world';

const india = site('IN');

describe('Error envelopes', () => {
  it('When a rule fails, then each helper gives its status, the spec envelope and its code', () => {
    expect(unauthorized()).toMatchObject({
      status: 401,
      body: { success: false, error: 'Please login to continue.', errorCode: 'UNAUTHORIZED' },
      message: 'Please login to continue.',
    });
    expect(MESSAGES.unauthorized).toBe('Please login to continue.');
    expect(notFound('gone')).toMatchObject({
      status: 404,
      body: { success: false, error: 'gone', errorCode: 'NOT_FOUND' },
    });
    expect(conflict('dup')).toMatchObject({
      status: 409,
      body: { error: 'dup', errorCode: 'CONFLICT' },
    });
    expect(conflict('dup', 'MINE')).toMatchObject({ body: { errorCode: 'MINE' } });
    expect(unprocessable('bad')).toMatchObject({
      status: 422,
      body: { error: 'bad', errorCode: 'UNPROCESSABLE' },
    });
    expect(unprocessable('bad', 'X')).toMatchObject({ body: { errorCode: 'X' } });
    expect(failure(429, 'slow', 'LIMIT').headers).toEqual({});
    const field = invalid('email', 'is required');
    expect(field).toMatchObject({
      status: 400,
      body: {
        status: 1,
        errors: { errs: [{ msg: 'email: is required', param: 'email', location: 'body' }] },
      },
      message: 'email: is required',
    });
    expect(invalid('q', 'x', 'query').body).toMatchObject({
      errors: { errs: [{ location: 'query' }] },
    });
    const message = new ApiError(400, { errorMessage: 'plain' });
    expect(message.message).toBe('plain');
    expect(new ApiError(400, { status: 1, errors: { errs: [] } }).message).toBe('');
  });

  it('When the disk refuses a change, then it is a 507 naming the error code, EIO when there is none', () => {
    const full = Object.assign(new Error('no space'), { code: 'ENOSPC' });
    expect(insufficientStorage(full)).toMatchObject({
      status: 507,
      body: {
        success: false,
        error:
          'The simulator could not store this change (ENOSPC): free some disk space and try again. Reads still work.',
        errorCode: 'INSUFFICIENT_STORAGE',
      },
    });
    expect(insufficientStorage(new Error('x')).body).toMatchObject({
      error:
        'The simulator could not store this change (EIO): free some disk space and try again. Reads still work.',
    });
  });
});

describe('Record helpers', () => {
  it('When fields are left out, then the copy has every other field', () => {
    expect(omit({ a: 1, b: 2, c: 3 }, ['a', 'c'])).toEqual({ b: 2 });
    expect(omit({ a: 1 }, [])).toEqual({ a: 1 });
  });

  it('When records are sorted newest first, then equal times put the later stored first', () => {
    const items = [
      { id: 1, createdAt: '2026-01-01' },
      { id: 2, createdAt: '2026-01-03' },
      { id: 3, createdAt: '2026-01-01' },
      { id: 4, createdAt: '2026-01-02' },
    ];
    expect(newestFirst(items).map((i) => i.id)).toEqual([2, 4, 3, 1]);
  });

  it('When a numbered id is made, then it is one above the highest of its prefix, ignoring other forms', () => {
    expect(nextNumberedId('alert', [])).toBe('alert-1');
    expect(
      nextNumberedId('alert', [
        'alert-2',
        'alert-10',
        'alert-x',
        'other-50',
        'alert-3b',
        'xalert-70',
      ]),
    ).toBe('alert-11');
  });
});

describe('Stored events', () => {
  it('When events are stored, then each is kept redacted with its channel, site, account and time', () => {
    const w = world();
    storeEvents(w.store, {
      channel: 'penguin',
      site: 'IN',
      accountId: 'acc-1',
      events: [{ name: 'view', password: 'secret' }, { name: 'click' }],
      now: NOW,
    });
    const events = w.store.state.events;
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({
      channel: 'penguin',
      site: 'IN',
      accountId: 'acc-1',
      receivedAt: NOW.toISOString(),
    });
    expect(events[0]?.id).toMatch(/^evt-[0-9a-f-]{36}$/);
    expect(events[0]?.event.name).toBe('view');
    expect(events[0]?.event.password).not.toBe('secret');
    expect(events[1]?.event).toEqual({ name: 'click' });
  });

  it('When more than 5000 events are stored, then the oldest go first', () => {
    expect(EVENTS_KEPT).toBe(5000);
    const w = world();
    const many = Array.from({ length: 5002 }, (_, i) => ({ n: i }));
    storeEvents(w.store, {
      channel: 'middleware',
      site: 'IN',
      accountId: null,
      events: many,
      now: NOW,
    });
    expect(w.store.state.events).toHaveLength(5000);
    expect(w.store.state.events[0]?.event).toEqual({ n: 2 });
  });

  it('When the events pass 8 MB of JSON, then the oldest go until they fit', () => {
    expect(EVENT_BYTES_KEPT).toBe(8_388_608);
    const w = world();
    const big = 'x'.repeat(1024 * 1024);
    const events = Array.from({ length: 9 }, (_, i) => ({ n: i, big }));
    storeEvents(w.store, { channel: 'career', site: 'IN', accountId: null, events, now: NOW });
    const kept = w.store.state.events;
    expect(kept).toHaveLength(7);
    expect(kept[0]?.event.n).toBe(2);
    storeEvents(w.store, {
      channel: 'career',
      site: 'IN',
      accountId: null,
      events: [{ n: 9 }],
      now: NOW,
    });
    expect(w.store.state.events).toHaveLength(8);
  });
});

describe('The notification feed', () => {
  it('When a newly registered account looks, then no site template fits and the welcome says so', () => {
    const w = world();
    const fresh = { ...w.account(), id: 'acc-in-new' };
    expect(isSeededAccount(fresh)).toBe(false);
    expect(templateFits(fresh, { link: '/x' })).toBe(false);
    expect(WELCOME_NOTIFICATION).toEqual({
      id: 'welcome',
      title: 'Welcome to jobportal',
      message:
        'Your account is ready. Add your resume and skills to see jobs that match you and apply in a tap.',
      link: '/seeker/profile',
    });
  });

  it('When a seeded account has a verified mobile, then the verify-mobile template is left out and others fit', () => {
    const w = world();
    const verified = w.account();
    const unverified = w.account('unverified');
    expect(isSeededAccount(verified)).toBe(true);
    expect(isSeededAccount(w.account('agent', 'SG'))).toBe(true);
    expect(templateFits(verified, { link: '/seeker/profile?apop=mobile' })).toBe(false);
    expect(templateFits(verified, { link: '/seeker/profile' })).toBe(true);
    expect(templateFits(verified, {})).toBe(true);
    expect(templateFits(unverified, { link: '/seeker/profile?apop=mobile' })).toBe(true);
  });
});

describe('Recent searches', () => {
  const search = (query: string, locations = '') => recentSearchOf({ query, locations });

  it('When a results query is read, then its words, places, experience and URL are kept', () => {
    expect(recentSearchOf({ query: ' java ', locations: ' Pune ', experience: 3 })).toEqual({
      query: 'java',
      locations: 'Pune',
      experience: 3,
      url: '/search/results?query=+java+&locations=+Pune+&experience=3',
    });
    expect(recentSearchOf({ query: 'java' })).toEqual({
      query: 'java',
      locations: '',
      url: '/search/results?query=java',
    });
    expect(recentSearchOf({ locations: 'Pune', experience: 0 })).toEqual({
      query: '',
      locations: 'Pune',
      experience: 0,
      url: '/search/results?locations=Pune&experience=0',
    });
  });

  it('When the owner is a seeker, a visitor or nobody, then the owner is the account, visitor:{id}, or none', () => {
    const w = world();
    expect(recentSearchOwner(w.account(), 'v1')).toBe(w.account().id);
    expect(recentSearchOwner(undefined, 'v1')).toBe('visitor:v1');
    expect(recentSearchOwner(undefined, undefined)).toBeUndefined();
    expect(recentSearchOwner(undefined, '')).toBeUndefined();
  });

  it('When eleven searches are made, then the ten newest are kept newest first, and a repeat moves to the top once', () => {
    expect(RECENT_SEARCHES_KEPT).toBe(10);
    const w = world();
    const owner = w.account().id;
    for (let i = 0; i < 11; i += 1)
      recordRecentSearch(w.store, owner, india, search(`q${i}`), at(i * MINUTE), 100);
    const list = recentSearchesOf(w.store.state, owner, india);
    expect(list.map((s) => s.query)).toEqual([
      'q10',
      'q9',
      'q8',
      'q7',
      'q6',
      'q5',
      'q4',
      'q3',
      'q2',
      'q1',
    ]);
    expect(list[0]?.searchedAt).toBe(at(10 * MINUTE).toISOString());
    recordRecentSearch(w.store, owner, india, search('q5'), at(20 * MINUTE), 100);
    expect(
      recentSearchesOf(w.store.state, owner, india)
        .map((s) => s.query)
        .slice(0, 3),
    ).toEqual(['q5', 'q10', 'q9']);
    expect(recentSearchesOf(w.store.state, owner, india)).toHaveLength(10);
    expect(recentSearchesOf(w.store.state, owner, india, 2)).toHaveLength(2);
    // Same words in another place is another search.
    recordRecentSearch(w.store, owner, india, search('q5', 'Pune'), at(21 * MINUTE), 100);
    expect(
      recentSearchesOf(w.store.state, owner, india).filter((s) => s.query === 'q5'),
    ).toHaveLength(2);
  });

  it('When a search has neither words nor places, or nobody owns it, then nothing is recorded', () => {
    const w = world();
    recordRecentSearch(w.store, 'acc', india, search(''), NOW, 100);
    recordRecentSearch(w.store, undefined, india, search('java'), NOW, 100);
    expect(w.store.state.recentSearches).toEqual([]);
    recordRecentSearch(w.store, 'acc', india, search('', 'Pune'), NOW, 100);
    expect(w.store.state.recentSearches).toHaveLength(1);
    expect(recentSearchesOf(w.store.state, undefined, india)).toEqual([]);
  });

  it('When searches are made on two sites and by two owners, then each list is its own', () => {
    const w = world();
    recordRecentSearch(w.store, 'a', india, search('java'), NOW, 100);
    recordRecentSearch(w.store, 'a', site('SG'), search('java'), NOW, 100);
    recordRecentSearch(w.store, 'b', india, search('java'), NOW, 100);
    expect(w.store.state.recentSearches).toHaveLength(3);
    expect(recentSearchesOf(w.store.state, 'a', india)).toHaveLength(1);
    for (let i = 0; i < 10; i += 1)
      recordRecentSearch(w.store, 'b', india, search(`b${i}`), at(i), 100);
    expect(recentSearchesOf(w.store.state, 'a', india)).toHaveLength(1);
    expect(recentSearchesOf(w.store.state, 'a', site('SG'))).toHaveLength(1);
  });

  it('When more visitors search than are kept, then the one seen longest ago loses its list; seekers are never dropped', () => {
    const w = world();
    recordRecentSearch(w.store, 'acc-1', india, search('s'), NOW, 2);
    recordRecentSearch(w.store, 'visitor:a', india, search('a'), NOW, 2);
    recordRecentSearch(w.store, 'visitor:b', india, search('b'), NOW, 2);
    recordRecentSearch(w.store, 'visitor:a', india, search('a2'), NOW, 2);
    recordRecentSearch(w.store, 'visitor:c', india, search('c'), NOW, 2);
    const owners = new Set(w.store.state.recentSearches.map((r) => r.owner));
    expect([...owners].sort()).toEqual(['acc-1', 'visitor:a', 'visitor:c']);
    expect(recentSearchesOf(w.store.state, 'visitor:a', india).map((s) => s.query)).toEqual([
      'a2',
      'a',
    ]);
    recordRecentSearch(w.store, 'visitor:d', india, search('d'), NOW, 0);
    expect(w.store.state.recentSearches.map((r) => r.owner)).toEqual(['acc-1']);
  });
});

describe('Listing filters', () => {
  it('When a listing names a filter and a value, then the search gets that criterion; without a value, the body alone', () => {
    const body = { start: 0, query: 'java', companyIds: '12' };
    expect(listingCriteria(body)).toEqual({
      start: 0,
      query: 'java',
      companyIds: '12',
      companies: '12',
    });
    expect(listingCriteria({ ...body, filterName: 'company', filterValue: '7' })).toMatchObject({
      companies: '7',
    });
    expect(listingCriteria({ start: 0, filterName: 'function', filterValue: 'IT' })).toMatchObject({
      functions: 'IT',
    });
    expect(
      listingCriteria({ start: 0, filterName: 'industry', filterValue: 'Banking' }),
    ).toMatchObject({
      industries: 'Banking',
    });
    expect(
      listingCriteria({ start: 0, filterName: 'location', filterValue: 'Pune' }),
    ).toMatchObject({
      locations: 'Pune',
    });
    expect(
      listingCriteria({ start: 0, filterName: 'education', filterValue: 'MBA' }),
    ).toMatchObject({
      qualifications: 'MBA',
    });
    expect(listingCriteria({ start: 0, filterName: 'consultant', filterValue: 'x' })).toMatchObject(
      {
        employerTypes: 'Consultant',
      },
    );
    expect(listingCriteria({ start: 0, filterName: 'skill', filterValue: 'react' })).toMatchObject({
      query: 'react',
    });
    expect(
      listingCriteria({ start: 0, filterName: 'jobType', filterValue: 'contract' }),
    ).toMatchObject({
      jobTypes: 'contract',
    });
    expect(listingCriteria({ start: 0, filterName: 'walkin', filterValue: 'x' })).toMatchObject({
      jobTypes: 'walkin',
    });
    expect(listingCriteria({ ...body, filterName: 'job-search', filterValue: 'x' })).toEqual({
      ...body,
      filterName: 'job-search',
      filterValue: 'x',
      companies: '12',
    });
    expect(listingCriteria({ ...body, filterName: 'skill', filterValue: '' })).toMatchObject({
      query: 'java',
    });
    expect(listingCriteria({ start: 0, query: 'java', filterValue: 'react' })).toMatchObject({
      query: 'java',
    });
  });
});

describe('Social sign-in', () => {
  it('When a token is a stand-in credential, then its email is read, lower-cased; anything else is none', () => {
    expect(SOCIAL_CREDENTIAL_PREFIX).toEqual({ google: 'google:', facebook: 'facebook:' });
    expect(SOCIAL_PROVIDER_NAME).toEqual({ google: 'Google', facebook: 'Facebook' });
    expect(socialEmail('google: Ann@X.co ')).toBe('ann@x.co');
    expect(socialEmail('google:ann')).toBeUndefined();
    expect(socialEmail('facebook:ann@x.co')).toBeUndefined();
    expect(socialEmail('facebook:ann@x.co', 'facebook')).toBe('ann@x.co');
    expect(socialCredential('facebook:ann@x.co')).toEqual({
      provider: 'facebook',
      email: 'ann@x.co',
    });
    expect(socialCredential('google:ann@x.co')).toEqual({ provider: 'google', email: 'ann@x.co' });
    expect(socialCredential('ann@x.co')).toBeUndefined();
  });

  it('When a Google account is linked, delinked, linked elsewhere or unknown, then the status says so', () => {
    const w = world();
    const accounts = w.store.state.accounts;
    const seeker = w.account();
    const unverified = w.account('unverified');
    const linked = w.account('linked');
    const delinked = w.account('delinked');
    expect(validateSocial(accounts, seeker.email)).toEqual({
      status: 'USER_EXISTS',
      account: seeker,
    });
    expect(linkedHolder(accounts, seeker.email)).toEqual(seeker);
    expect(linkedHolder(accounts, seeker.email, 'facebook')).toBeUndefined();
    // linked.in@example.com is held by the unverified seeker but is the linked seeker's email.
    expect(validateSocial(accounts, linked.email)).toEqual({ status: 'USER_LINKED_TO_OTHER_USER' });
    expect(linkedHolder(accounts, linked.email)?.id).toBe(unverified.id);
    expect(validateSocial(accounts, delinked.email)).toEqual({ status: 'USER_DELINKED' });
    expect(validateSocial(accounts, 'nobody@example.com')).toEqual({ status: 'USER_NOT_EXISTS' });
    expect(validateSocial(accounts, w.account('agent').email)).toEqual({
      status: 'USER_EXISTS',
      account: w.account('agent'),
    });
    expect(validateSocial(accounts, delinked.email, 'facebook')).toEqual({
      status: 'USER_EXISTS',
      account: delinked,
    });
    const onlyLink = accounts.filter((a) => a.id === unverified.id);
    expect(validateSocial(onlyLink, linked.email)).toEqual({
      status: 'USER_EXISTS',
      account: unverified,
    });
  });
});
