// voiceSearch and its engine, voiceRecognition, in the home page's Voice Search modal. Speech is
// the stubbed Web Speech API (drivers/speech.ts); the reader is the simulator's, its call held at
// the browser until the answer's step and failed by a fault when the path says so (the API
// level's driver; a final transcript the reader understands nothing of is its "hmm").
import { expect, type Page } from '@playwright/test';
import { COOKIE } from '../../../../openapi/vocabulary/cookies';
import { VOICE_FATAL_ERRORS } from '../../../../machines/constants';
import {
  VOICE_NOT_UNDERSTOOD_MESSAGE,
  VOICE_SEARCH_TITLE,
} from '../../../../openapi/vocabulary/messages';
import { HeldCalls, siteOrigin, toast, type PathContext } from '../context';
import type { BrowserDriver } from '../driver';
import { took, type PlannedStep } from '../plan';
import { end, fail, say, speechLog, stubSpeech } from './speech';

const readers = new WeakMap<Page, HeldCalls>();
const MEANINGLESS_SPEECH = 'hmm';

const dialog = (page: Page) => page.getByRole('dialog', { name: VOICE_SEARCH_TITLE });
const listen = (page: Page) => dialog(page).getByRole('button', { name: 'Listen' });
const micOnPage = (page: Page) => page.getByRole('button', { name: VOICE_SEARCH_TITLE });

async function openHome(page: Page) {
  await page
    .context()
    .addCookies([{ name: COOKIE.appBannerDismissed, value: '1', url: siteOrigin('in') }]);
  await page.goto(`${siteOrigin('in')}/`);
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
}

/** The engine was started again (by the machine, or by the mic). */
async function restarted(page: Page, before: number) {
  await expect.poll(async () => (await speechLog(page)).starts).toBe(before + 1);
  expect((await speechLog(page)).active).toBe(true);
  await expect(listen(page)).toHaveAttribute('aria-pressed', 'true');
}

async function readerAnswer(context: PathContext, step: PlannedStep) {
  const { page } = context;
  await readers.get(page)?.release('voice reader');
  if (took(step, 'voiceSearch.open.speech.parsing --reader.parsed--> #2')) {
    await expect(page).toHaveURL(/\/search\/results\?.*query=java/);
    await expect(dialog(page)).toHaveCount(0);
  } else {
    await expect(toast(page)).toHaveText(VOICE_NOT_UNDERSTOOD_MESSAGE);
    await expect(dialog(page).getByRole('status')).toHaveText(VOICE_NOT_UNDERSTOOD_MESSAGE);
    await expect(dialog(page)).toBeVisible();
  }
}

const HEARD = ['voice.interim', 'voice.final', 'voice.ended', 'voice.error'];

export const voiceSearchDriver: BrowserDriver = {
  answers: ['reader.parsed', 'reader.failed'],
  // An engine the mic stopped hears nothing: what it reports comes only while it listens.
  playable: (path) =>
    path.steps.every(
      (step, k) =>
        !HEARD.includes(step.event.type) ||
        Boolean(path.steps[k - 1]?.active.includes('voiceSearch.open.engine.listening')),
    ),
  prepare: async (context) => {
    const { page, path } = context;
    await stubSpeech(
      page,
      path.steps.some((s) => s.event.type === 'voice.unsupported'),
    );
    const held = new HeldCalls(page, (r) => r.url().endsWith('/middleware/voice/reader'));
    await held.install();
    readers.set(page, held);
  },
  step: async (context, step) => {
    const { page } = context;
    const event = step.event;
    switch (event.type) {
      case 'xstate.init':
        return;
      case 'voice.supported':
        await openHome(page);
        await expect(micOnPage(page)).toBeVisible();
        return;
      case 'voice.unsupported':
        // Section 8: no Web Speech API, no mic.
        await openHome(page);
        await expect(micOnPage(page)).toHaveCount(0);
        return;
      case 'voice.open':
        await micOnPage(page).click();
        await expect(dialog(page)).toBeVisible();
        await expect(listen(page)).toHaveAttribute('aria-pressed', 'true');
        return;
      case 'voice.close':
        await dialog(page).getByRole('button', { name: 'Close voice search' }).click();
        await expect(dialog(page)).toHaveCount(0);
        expect((await speechLog(page)).active).toBe(false);
        return;
      case 'voice.mic': {
        await listen(page).click();
        const listening = took(step, 'voiceSearch.open.engine.stopped');
        await expect(listen(page)).toHaveAttribute('aria-pressed', String(listening));
        expect((await speechLog(page)).active).toBe(listening);
        return;
      }
      case 'voice.interim':
        await say(page, String(event.transcript), false);
        await expect(dialog(page).getByRole('status')).toHaveText(String(event.transcript));
        return;
      case 'voice.final': {
        const answer = context.path.steps.find(
          (s) => s.number > step.number && s.event.type.startsWith('reader.'),
        )?.event;
        const nothing =
          answer?.type === 'reader.parsed' && answer.job === '' && answer.location === '';
        const transcript = nothing ? MEANINGLESS_SPEECH : String(event.transcript);
        const before = readers.get(page)?.seen ?? 0;
        await say(page, transcript, true);
        await expect.poll(() => readers.get(page)?.seen ?? 0).toBe(before + 1);
        await expect(dialog(page).getByRole('status')).toHaveAttribute('aria-busy', 'true');
        return;
      }
      case 'voice.ended': {
        const { starts } = await speechLog(page);
        await end(page);
        await restarted(page, starts);
        return;
      }
      case 'voice.error': {
        const { starts } = await speechLog(page);
        await fail(page, String(event.error));
        if (VOICE_FATAL_ERRORS.includes(String(event.error))) {
          await expect(listen(page)).toHaveAttribute('aria-pressed', 'false');
          expect((await speechLog(page)).active).toBe(false);
        } else await restarted(page, starts);
        return;
      }
      case 'reader.parsed':
      case 'reader.failed':
        await readerAnswer(context, step);
        return;
      default:
        throw new Error(`voiceSearch: no browser action for ${event.type}`);
    }
  },
};

/**
 * The engine's lifecycle, seen through the same modal. The machine restarts an engine that ended
 * or failed at once, so after speech.end or speech.error the path's next event must be that
 * restart; a final transcript is one the reader understands nothing of, so the modal stays open.
 */
export const voiceRecognitionDriver: BrowserDriver = {
  answers: [],
  playable: (path) =>
    path.steps.every(
      (step) =>
        !['speech.end', 'speech.error'].includes(step.event.type) ||
        step.next === undefined ||
        step.next.type === 'recognition.start',
    ),
  prepare: async ({ page }) => stubSpeech(page),
  step: async ({ page }, step) => {
    const event = step.event;
    switch (event.type) {
      case 'xstate.init':
        await openHome(page);
        await expect(micOnPage(page)).toBeVisible();
        return;
      case 'recognition.start': {
        const { starts } = await speechLog(page);
        if (step.previous?.type === 'speech.end' || step.previous?.type === 'speech.error') {
          // The voice-search machine started it again by itself.
          expect((await speechLog(page)).active).toBe(true);
          await expect(listen(page)).toHaveAttribute('aria-pressed', 'true');
          return;
        }
        if (took(step, 'voiceRecognition.idle')) await micOnPage(page).click();
        else await listen(page).click();
        if (took(step, 'voiceRecognition.recognizing --recognition.start-->')) {
          await expect(listen(page)).toHaveAttribute('aria-pressed', 'false');
          expect((await speechLog(page)).active).toBe(false);
        } else await restarted(page, starts);
        return;
      }
      case 'speech.interim':
        await say(page, String(event.transcript), false);
        await expect(dialog(page).getByRole('status')).toHaveText(String(event.transcript));
        return;
      case 'speech.final':
        await say(page, MEANINGLESS_SPEECH, true);
        await expect(toast(page)).toHaveText(VOICE_NOT_UNDERSTOOD_MESSAGE);
        return;
      case 'speech.end':
      case 'speech.error': {
        const { starts } = await speechLog(page);
        if (event.type === 'speech.end') await end(page);
        else await fail(page, String(event.error));
        // Ended (or failed) and, the modal being open, started again at once.
        await restarted(page, starts);
        return;
      }
      default:
        throw new Error(`voiceRecognition: no browser action for ${event.type}`);
    }
  },
};
