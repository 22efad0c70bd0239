// Voice search on the home page (spec sections 2, 4, 5, 8, 9) with the Web Speech API stubbed: a
// fake webkitSpeechRecognition speaks what the test puts in window.__speech, while the voice
// reader is the simulator's real one.
import { expect, test, type Page } from '../support/usage-fixture';
import { VOICE_LANGUAGE } from '../../openapi/vocabulary/limits';
import { VOICE_NOT_UNDERSTOOD_MESSAGE } from '../../openapi/vocabulary/messages';
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
  /** Makes the listening session report a result now (for steps the test controls). */
  __speechSay: (transcript: string, isFinal: boolean) => void;
  /** Makes the listening session fail now with a Web Speech error code, then end. */
  __speechFail: (error: string) => void;
  webkitSpeechRecognition?: unknown;
  SpeechRecognition?: unknown;
}

/** Browsers that are not Chrome; Edge sends Chrome's token too, and has the API. */
const NOT_CHROME = {
  Firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  Edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Edg/140.0.0.0',
};

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

      fail(error: string) {
        this.finish(null);
        this.onerror?.({ error });
        this.onend?.();
      }

      result(transcript: string, isFinal: boolean) {
        if (!this.interimResults && !isFinal) return;
        this.onresult?.({ resultIndex: 0, results: [{ isFinal, length: 1, 0: { transcript } }] });
      }
    }

    speechWindow.__speechSay = (transcript, isFinal) =>
      [...listening].forEach((session) => session.result(transcript, isFinal));
    speechWindow.__speechFail = (error) => [...listening].forEach((session) => session.fail(error));
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
  test('When the mic is pressed, then the Voice Search modal listens in en-US with its title, hint and Speak Now...', async ({
    page,
  }) => {
    await stubSpeechEngine(page, { transcripts: [] });

    const dialog = await openVoiceSearch(page);

    await expect(dialog.getByRole('heading', { name: 'Voice Search', exact: true })).toBeVisible();
    await expect(
      dialog.getByText('Designer job for 10 years experienced', { exact: true }),
    ).toBeVisible();
    await expect(dialog.getByText('Speak Now...', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Listen' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(dialog).toBeFocused();
    expect(await speechLog(page)).toMatchObject({
      starts: 1,
      active: true,
      lang: VOICE_LANGUAGE,
      interimResults: true,
      continuous: false,
    });
  });

  test('When the user speaks, then the interim text is shown live', async ({ page }) => {
    await stubSpeechEngine(page, { transcripts: [] });
    const dialog = await openVoiceSearch(page);
    const say = (text: string) =>
      page.evaluate(
        (interim) => (window as unknown as SpeechTestWindow).__speechSay(interim, false),
        text,
      );

    await say('java developer');

    await expect(dialog.getByRole('status')).toHaveText('java developer');

    await say('java developer in pune');

    await expect(dialog.getByRole('status')).toHaveText('java developer in pune');
    await expect(dialog).toBeVisible();
  });

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

  test('When nothing is understood, then the Sorry message shows and the engine keeps listening', async ({
    page,
  }) => {
    await stubSpeechEngine(page, { transcripts: ['hmm uh'] });

    const dialog = await openVoiceSearch(page);

    await expect(dialog.getByRole('status')).toHaveText(VOICE_NOT_UNDERSTOOD_MESSAGE);
    await expect(page.getByTestId('toast')).toHaveText(VOICE_NOT_UNDERSTOOD_MESSAGE);
    await expect(dialog).toBeVisible();
    await expect.poll(async () => (await speechLog(page)).starts).toBeGreaterThanOrEqual(2);
    expect((await speechLog(page)).active).toBe(true);
    await expect(dialog.getByRole('button', { name: 'Listen' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('When the mic in the modal is pressed while listening, then the engine stops, and a second press starts it again', async ({
    page,
  }) => {
    await stubSpeechEngine(page, { transcripts: [] });
    const dialog = await openVoiceSearch(page);
    const mic = dialog.getByRole('button', { name: 'Listen' });

    await mic.click();

    await expect(mic).toHaveAttribute('aria-pressed', 'false');
    expect(await speechLog(page)).toMatchObject({ starts: 1, aborts: 1, active: false });

    await mic.click();

    await expect(mic).toHaveAttribute('aria-pressed', 'true');
    expect(await speechLog(page)).toMatchObject({ starts: 2, active: true });
  });

  test('When the engine hears no speech, then it restarts while the modal is open', async ({
    page,
  }) => {
    await stubSpeechEngine(page, { transcripts: [] });
    const dialog = await openVoiceSearch(page);

    await page.evaluate(() => (window as unknown as SpeechTestWindow).__speechFail('no-speech'));

    await expect.poll(async () => (await speechLog(page)).starts).toBe(2);
    expect((await speechLog(page)).active).toBe(true);
    await expect(dialog.getByRole('button', { name: 'Listen' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('When the microphone is blocked, then listening stops until the mic is pressed', async ({
    page,
  }) => {
    await stubSpeechEngine(page, { transcripts: [] });
    const dialog = await openVoiceSearch(page);
    const mic = dialog.getByRole('button', { name: 'Listen' });

    await page.evaluate(() => (window as unknown as SpeechTestWindow).__speechFail('not-allowed'));

    await expect(mic).toHaveAttribute('aria-pressed', 'false');
    expect(await speechLog(page)).toMatchObject({ starts: 1, active: false });

    await mic.click();

    await expect(mic).toHaveAttribute('aria-pressed', 'true');
    expect(await speechLog(page)).toMatchObject({ starts: 2, active: true });
  });

  test('When the modal is closed, then the engine stops and focus returns to the mic', async ({
    page,
  }) => {
    await stubSpeechEngine(page, { transcripts: [] });
    const dialog = await openVoiceSearch(page);

    await dialog.getByRole('button', { name: 'Close voice search' }).click();

    await expect(dialog).toHaveCount(0);
    expect(await speechLog(page)).toMatchObject({ starts: 1, aborts: 1, active: false });
    await expect(page.getByRole('button', { name: 'Voice Search' })).toBeFocused();
  });

  test('When Escape is pressed in the modal, then it closes and the engine stops', async ({
    page,
  }) => {
    await stubSpeechEngine(page, { transcripts: [] });
    const dialog = await openVoiceSearch(page);

    await page.keyboard.press('Escape');

    await expect(dialog).toHaveCount(0);
    expect((await speechLog(page)).active).toBe(false);

    await page.getByRole('button', { name: 'Voice Search' }).click();

    await expect(dialog).toBeVisible();
    expect(await speechLog(page)).toMatchObject({ starts: 2, active: true });
  });

  for (const [browserName, userAgent] of Object.entries(NOT_CHROME)) {
    test(`When the browser is ${browserName}, then no mic is shown`, async ({ browser }) => {
      const context = await browser.newContext({ userAgent });
      const page = await context.newPage();
      await stubSpeechEngine(page, { transcripts: [] });

      await page.goto(siteUrl('IN', '/'));

      await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Voice Search' })).toHaveCount(0);
      await context.close();
    });
  }
});
