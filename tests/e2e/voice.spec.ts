// Voice search on the home page (spec sections 2, 4, 5, 8, 9) with the Web Speech API stubbed: a
// fake webkitSpeechRecognition speaks what the test puts in window.__speech, while the voice
// reader is the simulator's real one. The journey stays here: speech read by the real reader opens
// the results page. The modal's texts, states and engine handling are proven in jsdom
// (tests/web/features/home-features.test.tsx).
import { expect, test, type Page } from '../support/usage-fixture';
import { siteUrl } from './support';

/**
 * What the fake engine says by itself: one transcript per session, in order (its words as growing
 * interim results, then the final result and the end); nothing once they run out.
 */
interface SpeechScript {
  transcripts: string[];
  /** Pause between the fake's results, in ms. */
  stepMs?: number;
}

/** What the fake engine saw the page do. */
interface SpeechLog {
  starts: number;
  aborts: number;
  stops: number;
  active: boolean;
  lang: string;
  interimResults: boolean;
  continuous: boolean;
}

interface SpeechTestWindow {
  __speech?: SpeechScript;
  __speechLog: SpeechLog;
  webkitSpeechRecognition?: unknown;
  SpeechRecognition?: unknown;
}

/** Installs the fake engine before any page script runs. */
async function stubSpeechEngine(page: Page, script: SpeechScript) {
  await page.addInitScript((initial: SpeechScript) => {
    const speechWindow = window as unknown as SpeechTestWindow;
    speechWindow.__speech = initial;
    const log: SpeechLog = {
      starts: 0,
      aborts: 0,
      stops: 0,
      active: false,
      lang: '',
      interimResults: false,
      continuous: true,
    };
    speechWindow.__speechLog = log;

    interface FakeResult {
      isFinal: boolean;
      length: number;
      0: { transcript: string };
    }

    // The sessions listening now (one at most, unless the page forgets to end one).
    const listening = new Set<FakeSpeechRecognition>();

    class FakeSpeechRecognition {
      lang = '';
      continuous = true;
      interimResults = false;
      maxAlternatives = 1;
      onresult: ((event: { resultIndex: number; results: FakeResult[] }) => void) | null = null;
      onerror: ((event: { error: string }) => void) | null = null;
      onend: (() => void) | null = null;
      private timers: number[] = [];

      start() {
        listening.add(this);
        log.starts += 1;
        log.active = true;
        log.lang = this.lang;
        log.interimResults = this.interimResults;
        log.continuous = this.continuous;
        const current = speechWindow.__speech;
        const transcript = current?.transcripts.shift();
        if (!current || transcript === undefined) return; // silence: keeps listening
        const step = current.stepMs ?? 150;
        const words = transcript.split(' ');
        words.forEach((_, index) => {
          const heard = words.slice(0, index + 1).join(' ');
          this.later(step * (index + 1), () => this.result(heard, false));
        });
        const done = step * (words.length + 1);
        this.later(done, () => this.result(transcript, true));
        this.later(done + step, () => {
          this.finish(null);
          this.onend?.();
        });
      }

      stop() {
        this.finish('stops');
      }

      abort() {
        this.finish('aborts');
      }

      /** Counts a stop or abort only of a session that was still listening, as Chrome ignores others. */
      private finish(count: 'stops' | 'aborts' | null) {
        if (listening.delete(this) && count) log[count] += 1;
        log.active = listening.size > 0;
        this.timers.forEach((timer) => window.clearTimeout(timer));
        this.timers = [];
      }

      private later(ms: number, run: () => void) {
        this.timers.push(window.setTimeout(run, ms));
      }

      result(transcript: string, isFinal: boolean) {
        if (!this.interimResults && !isFinal) return;
        this.onresult?.({ resultIndex: 0, results: [{ isFinal, length: 1, 0: { transcript } }] });
      }
    }

    delete speechWindow.SpeechRecognition;
    speechWindow.webkitSpeechRecognition = FakeSpeechRecognition;
  }, script);
}

function speechLog(page: Page): Promise<SpeechLog> {
  return page.evaluate(() => (window as unknown as SpeechTestWindow).__speechLog);
}

async function openVoiceSearch(page: Page) {
  await page.goto(siteUrl('IN', '/'));
  await page.getByRole('button', { name: 'Voice Search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Voice Search' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('Voice search', () => {
  test("When the user says 'designer job for 10 years experienced', then the results for designer with 10 years open", async ({
    page,
  }) => {
    await stubSpeechEngine(page, { transcripts: ['Designer job for 10 years experienced'] });
    const readerCall = page.waitForRequest(
      (request) =>
        request.url().endsWith('/middleware/voice/reader') && request.method() === 'POST',
    );

    await openVoiceSearch(page);

    expect((await readerCall).postDataJSON()).toEqual({
      data: 'designer job for 10 years experienced',
    });
    await expect(page).toHaveURL(/\/search\/results\?/);
    const params = new URL(page.url()).searchParams;
    expect(params.get('query')).toBe('designer');
    expect(params.get('experience')).toBe('10');
    await expect(page.getByRole('dialog', { name: 'Voice Search' })).toHaveCount(0);
    expect((await speechLog(page)).active).toBe(false);
  });
});
