// What the API level needs to know of each machine that calls the backend, beside the calls
// themselves: how to make the backend give each outcome a path asks for. The calls and their
// answer-to-event mappings are the web app's own (machines/calls/), run against the path's backend.
// Real data where the simulator has it (a USER_DELINKED credential, a number past the hourly
// send-link limit, a session past its lifetime on the scenario's clock); simulator faults for
// failures it would never produce by itself. Everything else a path holds (user actions, browser
// APIs: the captcha, Google's SDK, speech) is sent to the machine as it is, and timers fire on the
// replay's clock.
import { fromCallback, type AnyActorLogic, type AnyEventObject, type EventObject } from 'xstate';
import type { CallReport } from '../../machines/lib/calls';
import { SIM_GOOGLE_PREFIX, accountEmail } from '../../fixtures/accounts';
import { SOCIAL_VALIDATION } from '../../openapi/vocabulary/calls';
import { SEND_LINK_LIMIT_PER_HOUR } from '../../openapi/vocabulary/limits';
import { SESSION_LIFETIME_DAYS } from '../../openapi/vocabulary/timing';
import type { PathBackend } from './backend';

export interface CallDriver {
  /** The events the machine's call actors send back. */
  answers: readonly string[];
  /** The paths share server state (a seeker's follows) and run one after another. */
  sequential?: boolean;
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
/** Beyond a session's lifetime (openapi/vocabulary/timing.ts). */
const PAST_SESSION_LIFETIME = { days: SESSION_LIFETIME_DAYS + 1 };
/** Spoken text the voice reader finds nothing in. */
const MEANINGLESS_SPEECH = 'hmm';

/**
 * The machine's call actors, each the app's call run on the path's backend (fromTask: the answer
 * or the failure as an event), except that the event is held in the backend until the path's step
 * delivers it: the order of events is the path's, whatever the network's timing.
 */
export function callActors(
  calls: Readonly<Record<string, CallReport>>,
  backend: PathBackend,
): Record<string, AnyActorLogic> {
  const actors: Record<string, AnyActorLogic> = {};
  for (const [name, call] of Object.entries(calls))
    actors[name] = fromCallback<EventObject, unknown>(({ input, sendBack }) => {
      const controller = new AbortController();
      backend.inFlight += 1;
      // The machine invokes each actor with the input its call takes; the registry has forgotten
      // which type that is (CallReport), so it is handed back untyped here, the one place.
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
      // A mapping that throws is the app's fault: the step hears no answer it knows, and fails.
      call(backend.api, input as never, controller.signal).then(hold, () =>
        hold({ type: 'call.threw' }),
      );
      return () => controller.abort();
    });
  return actors;
}

function field(event: AnyEventObject, name: string): unknown {
  return (event as Record<string, unknown>)[name];
}

// ---------------------------------------------------------------- one-tap login

/** The test account whose Google credential the simulator validates with this status. */
const ACCOUNT_BY_STATUS: Record<string, string> = {
  [SOCIAL_VALIDATION.userExists]: 'seeker',
  [SOCIAL_VALIDATION.linkedToOtherUser]: 'linked',
  [SOCIAL_VALIDATION.delinked]: 'delinked',
};

const oneTapLogin: CallDriver = {
  answers: ['social.validated', 'social.failed', 'login.answered', 'login.failed'],
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

const sendAppLink: CallDriver = {
  answers: ['link.answered', 'link.failed'],
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

const follow: CallDriver = {
  answers: ['follow.answered', 'follow.failed'],
  sequential: true,
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
