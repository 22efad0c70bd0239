// What every browser path shares: the backend (the simulator, or --base-url), the path's scenario
// (the test's own, which every request of the page carries as X-Sim-Scenario, so the faults, the
// clock and the data the API level's drivers arrange are this path's only: sim-scenario.ts), calls
// held until the path's step says their answer lands, and signing the browser in.
import { expect, type Page, type Request, type Route } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import { signInForm } from '../../../fixtures/accounts';
import { controlClient } from '../../lib/control-client';
import { pathBackend, replaySite, type PathBackend } from '../backend';
import type { CallDriver } from '../drivers';
import type { PlannedPath } from './plan';

export const REPLAY_PORT = Number(process.env.REPLAY_PORT ?? 4470);
/** The backend: the simulator the config starts, or the one --base-url names. */
export const BASE_URL = process.env.REPLAY_BASE_URL ?? `http://localhost:${REPLAY_PORT}`;
export const SITE = (process.env.REPLAY_SITE ?? 'in').toLowerCase();
/** How long a held call may wait for its request to arrive. */
const CALL_TIMEOUT_MS = 10_000;

/** A site's pages: `{code}.{host}` of the backend, as the simulator serves the nine sites. */
export function siteOrigin(code = SITE): string {
  const base = new URL(BASE_URL);
  const host = base.hostname === '127.0.0.1' ? 'localhost' : base.hostname;
  return `${base.protocol}//${code.toLowerCase()}.${host}${base.port ? `:${base.port}` : ''}`;
}

/** Calls of one kind, each held at the browser until the path's answer step releases it. */
export class HeldCalls {
  private routes: Route[] = [];
  private waiting: Array<() => void> = [];
  private opened = false;
  seen = 0;

  constructor(
    readonly page: Page,
    private readonly match: (request: Request) => boolean,
  ) {}

  async install(): Promise<void> {
    await this.page.route(
      () => true,
      (route) => {
        if (!this.match(route.request())) return route.fallback();
        this.seen += 1;
        if (this.opened) return route.fallback();
        this.routes.push(route);
        this.waiting.splice(0).forEach((wake) => wake());
        return undefined;
      },
    );
  }

  private async next(what: string): Promise<Route | undefined> {
    if (this.routes.length === 0)
      await Promise.race([
        new Promise<void>((resolve) => this.waiting.push(resolve)),
        new Promise<void>((_, reject) =>
          setTimeout(() => reject(new Error(`${what}: the page made no call`)), CALL_TIMEOUT_MS),
        ),
      ]);
    return this.routes.shift();
  }

  /** Waits for the call, then lets it through to the backend. */
  async release(what: string): Promise<void> {
    await (await this.next(what))?.fallback();
  }

  /** Waits for the call, then fails it as the network would. */
  async abort(what: string): Promise<void> {
    await (await this.next(what))?.abort();
  }

  /** Lets every held call and every later one through (the path is done with them). */
  async open(): Promise<void> {
    this.opened = true;
    for (const route of this.routes.splice(0)) await route.fallback().catch(() => undefined);
  }
}

export interface PathContext {
  page: Page;
  path: PlannedPath;
  scenario: string;
  backend: PathBackend;
  callDriver: CallDriver | undefined;
  /** Arranges the answers the path's next calls must get (the API level's `arrange`). */
  arrangeFrom(stepNumber: number): Promise<void>;
}

const NETWORK_RETRIES = 20;

export async function pathContext(
  page: Page,
  path: PlannedPath,
  callDriver: CallDriver | undefined,
  answers: readonly string[],
  scenario: string,
): Promise<PathContext> {
  const control = controlClient(BASE_URL);
  const site = await replaySite(control, SITE, BASE_URL);
  const backend = pathBackend(BASE_URL, site, scenario, control);
  // Chromium retries a dropped connection several times (seven, measured): a network fault must
  // drop the retries too, or the call succeeds after all. The replay clears it after the answer.
  const arranging: PathBackend = {
    ...backend,
    fault: (operationId, fault) =>
      backend.fault(
        operationId,
        fault.kind === 'network' ? { remaining: NETWORK_RETRIES, ...fault } : fault,
      ),
  };
  let arrangedUpTo = 0;
  const isAnswer = (event: AnyEventObject | undefined) =>
    event !== undefined && answers.includes(event.type);
  return {
    page,
    path,
    scenario,
    backend,
    callDriver,
    // As the API level does: before the step that starts calls, the run of answers after it.
    arrangeFrom: async (stepNumber) => {
      const first = path.steps.findIndex((s) => s.number > stepNumber && isAnswer(s.event));
      if (first < 0 || first < arrangedUpTo || isAnswer(path.steps[stepNumber]?.event)) return;
      await backend.clearFaults();
      let k = first;
      for (; k < path.steps.length && isAnswer(path.steps[k]?.event); k += 1) {
        const answer = path.steps[k]?.event;
        if (answer && callDriver) await callDriver.arrange(arranging, answer);
      }
      arrangedUpTo = k;
    },
  };
}

/** Signs the browser in as a test account through the API (the page's own origin, its cookies). */
export async function signInBrowser(page: Page, code = SITE, local = 'seeker'): Promise<void> {
  await page.goto(`${siteOrigin(code)}/robots.txt`);
  const form = signInForm(local, code.toUpperCase());
  const status = await page.evaluate(async (body) => {
    // In the page (its origin and cookies), not through the typed client of this process.
    const response = await window.fetch('/api/rio/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(body).toString(),
    });
    return response.status;
  }, form);
  expect(status, `sign-in as ${local}`).toBe(200);
}

/** The toast a person sees now. */
export function toast(page: Page) {
  return page.getByTestId('toast');
}
