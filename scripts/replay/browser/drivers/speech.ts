// The Web Speech API stubbed for the voice paths (as tests/e2e/voice.spec.ts does): a fake
// webkitSpeechRecognition that listens until the replay makes it hear something, fail or end.
import type { Page } from '@playwright/test';

interface SpeechLog {
  starts: number;
  active: boolean;
}

interface SpeechWindow {
  __speechLog: SpeechLog;
  __speechSay: (transcript: string, isFinal: boolean) => void;
  __speechFail: (error: string) => void;
  __speechEnd: () => void;
  webkitSpeechRecognition?: unknown;
  SpeechRecognition?: unknown;
}

/** Installs the fake before any page script runs; `absent` leaves the browser without the API. */
export async function stubSpeech(page: Page, absent = false): Promise<void> {
  await page.addInitScript((missing: boolean) => {
    const speech = window as unknown as SpeechWindow;
    delete speech.SpeechRecognition;
    delete speech.webkitSpeechRecognition;
    if (missing) return;
    const log: SpeechLog = { starts: 0, active: false };
    speech.__speechLog = log;
    const listening = new Set<Fake>();
    class Fake {
      lang = '';
      continuous = true;
      interimResults = false;
      maxAlternatives = 1;
      onresult: ((event: unknown) => void) | null = null;
      onerror: ((event: { error: string }) => void) | null = null;
      onend: (() => void) | null = null;
      start() {
        listening.add(this);
        log.starts += 1;
        log.active = true;
      }
      stop() {
        this.finish();
      }
      abort() {
        this.finish();
      }
      finish() {
        listening.delete(this);
        log.active = listening.size > 0;
      }
    }
    const each = (run: (session: Fake) => void) => [...listening].forEach(run);
    speech.__speechSay = (transcript, isFinal) =>
      each((s) =>
        s.onresult?.({ resultIndex: 0, results: [{ isFinal, length: 1, 0: { transcript } }] }),
      );
    speech.__speechFail = (error) =>
      each((s) => {
        s.finish();
        s.onerror?.({ error });
        s.onend?.();
      });
    speech.__speechEnd = () =>
      each((s) => {
        s.finish();
        s.onend?.();
      });
    speech.webkitSpeechRecognition = Fake;
  }, absent);
}

export function speechLog(page: Page): Promise<SpeechLog> {
  return page.evaluate(() => (window as unknown as SpeechWindow).__speechLog);
}

export async function say(page: Page, transcript: string, isFinal: boolean): Promise<void> {
  await page.evaluate(
    ([text, final]) => (window as unknown as SpeechWindow).__speechSay(text, final),
    [transcript, isFinal] as const,
  );
}

export async function fail(page: Page, error: string): Promise<void> {
  await page.evaluate((code) => (window as unknown as SpeechWindow).__speechFail(code), error);
}

export async function end(page: Page): Promise<void> {
  await page.evaluate(() => (window as unknown as SpeechWindow).__speechEnd());
}
