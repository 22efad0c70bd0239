// What the API level needs to know of each machine that calls the backend: its calls, with the
// same operations and the same answer-to-event mapping as the web app's implementations, and how
// to make the backend give each outcome a path asks for. Real data where the simulator has it (a
// USER_DELINKED credential, a number past the hourly send-link limit, a session past its lifetime
// on the scenario's clock); simulator faults for failures it would never produce by itself.
// Everything else a path holds (user actions, browser APIs: the captcha, Google's SDK, speech) is
// sent to the machine as it is, and timers fire on the replay's clock.
import { fromCallback, type AnyActorLogic, type AnyEventObject, type EventObject } from 'xstate';
import type { CovidUpdate } from '../../machines/covidToggle.machine';
import type { FollowRequest } from '../../machines/follow.machine';
import type { RioLoginInput, SocialValidationInput } from '../../machines/oneTapLogin.machine';
import type { SendLinkRequest } from '../../machines/sendAppLink.machine';
import type { VoiceReaderInput } from '../../machines/voiceSearch.machine';
import { SIM_GOOGLE_PREFIX, accountEmail } from '../../fixtures/accounts';
import { formEncoded } from '../../openapi/client';
import { SOCIAL_VALIDATION } from '../../openapi/vocabulary/calls';
import type { PathBackend } from './backend';

export interface CallDriver {
  /** The events the machine's call actors send back. */
  answers: readonly string[];
  /** The paths share server state (a seeker's follows) and run one after another. */
  sequential?: boolean;
  /** The call actors, as the web app implements them, against this path's backend. */
  actors(backend: PathBackend): Record<string, AnyActorLogic>;
  /** Prepares the path (a session) and answers the machine's input, if it differs. */
  before?(backend: PathBackend, input: unknown): Promise<unknown>;
  /** Makes the backend answer the next call with `answer` (faults, clock, prior calls). */
  arrange(backend: PathBackend, answer: AnyEventObject): Promise<void>;
  /** The event as this path sends it, when the next answer depends on its payload. */
  rewrite?(
    backend: PathBackend,
    event: AnyEventObject,
    nextAnswer: AnyEventObject | undefined,
  ): AnyEventObject;
}

const NETWORK = { kind: 'network' } as const;
/** The simulator's rule: at most this many links to one number an hour (sim-server/routes/site.ts). */
const SEND_LINK_LIMIT_PER_HOUR = 3;
/** Beyond a session's 30-day lifetime (sim-server/domain/sessions.ts). */
const PAST_SESSION_LIFETIME = { days: 31 };
/** Spoken text the voice reader finds nothing in. */
const MEANINGLESS_SPEECH = 'hmm';

/**
 * A call as the web app makes it (fromTask: the answer or the failure as an event), except that
 * the answer is held in the path's backend until the path's step delivers it: the order of events
 * is the path's, whatever the network's timing.
 */
function report<TInput, TOutput>(
  run: (backend: PathBackend, input: TInput, signal: AbortSignal) => Promise<TOutput>,
  done: (output: TOutput) => EventObject,
  failed: EventObject,
): (backend: PathBackend) => AnyActorLogic {
  return (backend) =>
    fromCallback<EventObject, TInput>(({ input, sendBack }) => {
      const controller = new AbortController();
      backend.inFlight += 1;
      const hold = (event: EventObject) => {
        backend.inFlight -= 1;
        if (controller.signal.aborted) return;
        backend.held.push({
          type: event.type,
          deliver: () => {
            if (!controller.signal.aborted) sendBack(event);
          },
        });
      };
      run(backend, input, controller.signal).then(
        (output) => hold(done(output)),
        () => hold(failed),
      );
      return () => controller.abort();
    });
}

function field(event: AnyEventObject, name: string): unknown {
  return (event as Record<string, unknown>)[name];
}

// ---------------------------------------------------------------- one-tap login

const validateSocial = report(
  async (backend, { credential }: SocialValidationInput, signal) => {
    const { data, error } = await backend.api.POST('/middleware/social/validate', {
      body: { socialAccessToken: credential, socialProvider: 'google' },
      signal,
    });
    if (error !== undefined || !data) throw new Error('socialValidate failed');
    return data.validationStatus;
  },
  (status) => ({ type: 'social.validated', status }),
  { type: 'social.failed' },
);

const rioLogin = report(
  async (backend, { credential }: RioLoginInput, signal) => {
    const { data, response } = await backend.api.POST('/rio/login', {
      body: {
        scope: 'all',
        grant_type: 'password',
        client_id: 'web',
        username: credential,
        social_provider: 'google',
      },
      signal,
      ...formEncoded,
    });
    return { status: response.status, redirectUrl: data?.redirectUrl };
  },
  ({ status, redirectUrl }) => ({
    type: 'login.answered',
    status,
    ...(redirectUrl ? { redirectUrl } : {}),
  }),
  { type: 'login.failed' },
);

/** The test account whose Google credential the simulator validates with this status. */
const ACCOUNT_BY_STATUS: Record<string, string> = {
  [SOCIAL_VALIDATION.userExists]: 'seeker',
  [SOCIAL_VALIDATION.linkedToOtherUser]: 'linked',
  [SOCIAL_VALIDATION.delinked]: 'delinked',
};

const oneTapLogin: CallDriver = {
  answers: ['social.validated', 'social.failed', 'login.answered', 'login.failed'],
  actors: (backend) => ({
    validateSocial: validateSocial(backend),
    rioLogin: rioLogin(backend),
  }),
  rewrite: (backend, event, next) => {
    if (event.type !== 'social.credential') return event;
    const status = next?.type === 'social.validated' ? field(next, 'status') : undefined;
    const local =
      typeof status === 'string' ? ACCOUNT_BY_STATUS[status] : ACCOUNT_BY_STATUS.USER_EXISTS;
    const email = local
      ? accountEmail(local, backend.site.countryCode)
      : `new.${backend.scenario}@example.com`;
    return { ...event, credential: `${SIM_GOOGLE_PREFIX}${email}` };
  },
  arrange: async (backend, answer) => {
    const status = field(answer, 'status');
    if (answer.type === 'social.failed') await backend.fault('socialValidate', NETWORK);
    if (answer.type === 'social.validated' && typeof status === 'string') {
      const known = Object.values(SOCIAL_VALIDATION).some((s) => s === status);
      // A status the product does not know can only come from a backend that breaks the contract.
      if (!known)
        await backend.fault('socialValidate', {
          kind: 'body',
          status: 200,
          body: { validationStatus: status },
        });
    }
    if (answer.type === 'login.failed') await backend.fault('rioLogin', NETWORK);
    if (answer.type === 'login.answered' && status !== 200)
      await backend.fault('rioLogin', { kind: 'status', status: Number(status) });
  },
};

// ---------------------------------------------------------------- voice search

const voiceSearch: CallDriver = {
  answers: ['reader.parsed', 'reader.failed'],
  actors: (backend) => ({
    readVoice: report(
      async (b, body: VoiceReaderInput, signal) => {
        const { data } = await b.api.POST('/middleware/voice/reader', { body, signal });
        if (!data) throw new Error('voiceReader failed');
        return data;
      },
      ({ job, location, exp }) => ({ type: 'reader.parsed', job, location, exp }),
      { type: 'reader.failed' },
    )(backend),
  }),
  rewrite: (_backend, event, next) => {
    const understoodNothing =
      next?.type === 'reader.parsed' && field(next, 'job') === '' && field(next, 'location') === '';
    return event.type === 'voice.final' && understoodNothing
      ? { ...event, transcript: MEANINGLESS_SPEECH }
      : event;
  },
  arrange: async (backend, answer) => {
    if (answer.type === 'reader.failed') await backend.fault('voiceReader', NETWORK);
  },
};

// ---------------------------------------------------------------- send-link

/** A mobile number of the India rule that no other path of this run sends to. */
function pathNumber(backend: PathBackend): string {
  let hash = 0;
  for (const char of backend.scenario) hash = (hash * 31 + char.charCodeAt(0)) % 1_000_000_000;
  return `9${String(hash).padStart(9, '0')}`;
}

const sendLink = report(
  async (backend, body: SendLinkRequest, signal) => {
    const { data, error, response } = await backend.api.POST('/middleware/apps/download-link', {
      body,
      signal,
    });
    return {
      status: response.status,
      responseMessage: data?.responseMessage,
      errorMessage: error && 'errorMessage' in error ? error.errorMessage : undefined,
    };
  },
  (answer) => ({ type: 'link.answered', ...answer }),
  { type: 'link.failed' },
);

const sendAppLink: CallDriver = {
  answers: ['link.answered', 'link.failed'],
  actors: (backend) => ({ sendLink: sendLink(backend) }),
  rewrite: (backend, event) => {
    const value = field(event, 'value');
    if (event.type !== 'link.input' || typeof value !== 'string') return event;
    if (value.replace(/\D/g, '').length !== 10) return event;
    const number = pathNumber(backend);
    return { ...event, value: `${number.slice(0, 5)}-${number.slice(5)}` };
  },
  arrange: async (backend, answer) => {
    const status = field(answer, 'status');
    if (answer.type === 'link.failed') await backend.fault('appsDownloadLink', NETWORK);
    else if (status === 422) {
      // The simulator's own 422: the hourly limit of links to this number, used up beforehand.
      for (let sent = 0; sent < SEND_LINK_LIMIT_PER_HOUR; sent += 1)
        await backend.api.POST('/middleware/apps/download-link', {
          body: {
            isdCode: '91',
            mobileNumber: pathNumber(backend),
            sitePropsCountryCode: 'IN',
            gRecaptchaResponse: 'replay',
          },
        });
    } else if (status !== 200)
      await backend.fault('appsDownloadLink', { kind: 'status', status: Number(status) });
  },
};

// ---------------------------------------------------------------- follow

const FOLLOW_OPERATIONS = ['companyFollow', 'companyUnfollow'] as const;

async function followCall(backend: PathBackend, request: FollowRequest, signal: AbortSignal) {
  const params = { params: { path: { companyId: request.id } }, signal };
  if (request.action === 'follow') {
    const { data } = await backend.api.POST('/middleware/companyFollow/{companyId}', params);
    if (!data) throw new Error('companyFollow failed');
    return data.companyFollowResponse;
  }
  const { data } = await backend.api.POST('/middleware/companyUnfollow/{companyId}', params);
  if (!data) throw new Error('companyUnfollow failed');
  return data.companyUnfollowResponse;
}

const follow: CallDriver = {
  answers: ['follow.answered', 'follow.failed'],
  sequential: true,
  actors: (backend) => ({
    followRequest: report(
      followCall,
      (answer: { successMessage?: string; errorMessage?: string; followerCount?: number }) => ({
        type: 'follow.answered',
        ...(answer.successMessage ? { successMessage: answer.successMessage } : {}),
        ...(answer.errorMessage ? { errorMessage: answer.errorMessage } : {}),
        ...(answer.followerCount === undefined ? {} : { followerCount: answer.followerCount }),
      }),
      { type: 'follow.failed' },
    )(backend),
  }),
  before: async (backend, input) => {
    await backend.signIn();
    const { data } = await backend.api.GET('/middleware/employersOfChoice');
    const company = data?.companies[0];
    if (!company) throw new Error('The site has no employer of choice to follow.');
    // Every path starts from a company the seeker does not follow.
    await backend.api.POST('/middleware/companyUnfollow/{companyId}', {
      params: { path: { companyId: company.companyId } },
    });
    return { ...(typeof input === 'object' ? input : {}), id: company.companyId };
  },
  arrange: async (backend, answer) => {
    const errorMessage = field(answer, 'errorMessage');
    const faults =
      answer.type === 'follow.failed'
        ? NETWORK
        : field(answer, 'successMessage') !== undefined
          ? undefined
          : {
              kind: 'body' as const,
              status: 200,
              body: {
                companyFollowResponse: errorMessage === undefined ? {} : { errorMessage },
                companyUnfollowResponse: errorMessage === undefined ? {} : { errorMessage },
              },
            };
    if (faults) for (const id of FOLLOW_OPERATIONS) await backend.fault(id, faults);
  },
};

// ---------------------------------------------------------------- seeker header: covid, bell

const covidToggle: CallDriver = {
  answers: ['covid.loaded', 'covid.saved', 'covid.failed'],
  actors: (backend) => ({
    loadCovidFlag: report(
      async (b, _input: undefined, signal) => {
        const { data } = await b.api.GET('/middleware/covidLayoffFlag', { signal });
        if (!data) throw new Error('covidLayoffFlag failed');
        return data.Response.covidLayoff;
      },
      (covidLayoff) => ({ type: 'covid.loaded', covidLayoff }),
      { type: 'covid.failed' },
    )(backend),
    saveCovidFlag: report(
      async (b, body: CovidUpdate, signal) => {
        const { error } = await b.api.POST('/middleware/editCovidLayoffFlag', { body, signal });
        if (error !== undefined) throw new Error('editCovidLayoffFlag failed');
      },
      () => ({ type: 'covid.saved' }),
      { type: 'covid.failed' },
    )(backend),
  }),
  before: async (backend, input) => {
    await backend.signIn();
    return input;
  },
  arrange: async (backend, answer) => {
    if (answer.type === 'covid.failed')
      for (const id of ['covidLayoffFlag', 'editCovidLayoffFlag']) await backend.fault(id, NETWORK);
    const covidLayoff = field(answer, 'covidLayoff');
    if (answer.type === 'covid.loaded' && typeof covidLayoff === 'boolean')
      await backend.api.POST('/middleware/editCovidLayoffFlag', { body: { covidLayoff } });
  },
};

const bell: CallDriver = {
  answers: ['bell.counted', 'bell.failed'],
  actors: (backend) => ({
    loadNotificationCount: report(
      async (b, _input: undefined, signal) => {
        const { data } = await b.api.GET('/middleware/notifications/count', {
          params: { query: { v: 'replay' } },
          signal,
        });
        if (!data) throw new Error('notificationCount failed');
        return data.notificationCounResponse.total;
      },
      (total) => ({ type: 'bell.counted', total }),
      { type: 'bell.failed' },
    )(backend),
  }),
  before: async (backend, input) => {
    await backend.signIn();
    return input;
  },
  arrange: async (backend, answer) => {
    if (answer.type === 'bell.failed') await backend.fault('notificationCount', NETWORK);
    // The seeker always has unread notifications; an empty bell is an answer of 0.
    const total = field(answer, 'total');
    if (answer.type === 'bell.counted' && !(typeof total === 'number' && total > 0))
      await backend.fault('notificationCount', {
        kind: 'body',
        status: 200,
        body: { notificationCounResponse: { total: 0 } },
      });
  },
};

// ---------------------------------------------------------------- old auto-login

const oldAutoLogin: CallDriver = {
  answers: ['autoLogin.answered', 'autoLogin.failed'],
  actors: (backend) => ({
    rioAutoLogin: report(
      async (b, _input: undefined, signal) => {
        const { data } = await b.api.GET('/middleware/rioAutoLogin', { signal });
        if (!data) throw new Error('rioAutoLogin failed');
        return data;
      },
      ({ Status, Response }) => ({ type: 'autoLogin.answered', status: Status, cookies: Response }),
      { type: 'autoLogin.failed' },
    )(backend),
  }),
  before: async (backend, input) => {
    await backend.signIn();
    return input;
  },
  arrange: async (backend, answer) => {
    if (answer.type === 'autoLogin.failed') await backend.fault('rioAutoLogin', NETWORK);
    // No live session: the remembered visitor's session is past its lifetime on this clock.
    if (answer.type === 'autoLogin.answered' && field(answer, 'status') !== 200)
      await backend.advanceClock(PAST_SESSION_LIFETIME);
  },
};

export const CALL_DRIVERS: Readonly<Record<string, CallDriver>> = {
  oneTapLogin,
  voiceSearch,
  sendAppLink,
  follow,
  covidToggle,
  bell,
  oldAutoLogin,
};

/** An actor that does nothing: the browser APIs, whose events the path sends itself. */
export const silentActor = fromCallback(() => {});
