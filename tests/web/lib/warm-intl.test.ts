// ICU's set-up of the site's number and date data is paid on a worker thread as the page loads,
// so the page's own first formatter does not hold the main thread (lib/intl-warm-up.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmUpIntl } from '../../../web/src/lib/intl-warm-up';
import { onSite, pageSiteProps, type SiteCode } from '../site';

/** A stand-in for the browser's Worker: what the page made, posted and ended. */
class FakeWorker extends EventTarget {
  static made: FakeWorker[] = [];
  posted: unknown[] = [];
  ended = false;
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    super();
    FakeWorker.made.push(this);
  }
  postMessage(message: unknown): void {
    this.posted.push(message);
  }
  terminate(): void {
    this.ended = true;
  }
}

afterEach(() => {
  FakeWorker.made = [];
  vi.unstubAllGlobals();
});

async function startOn(code: SiteCode): Promise<FakeWorker> {
  vi.stubGlobal('Worker', FakeWorker);
  const { warmIntlOffThread } = await onSite(code, () => import('../../../web/src/lib/warm-intl'));
  warmIntlOffThread();
  expect(FakeWorker.made).toHaveLength(1);
  return FakeWorker.made[0] as FakeWorker;
}

describe('Warming the site formats off the main thread', () => {
  it("When a page of the India site starts, then one module worker gets India's locale, rupees and country", async () => {
    const worker = await startOn('IN');
    expect(worker.url.pathname).toMatch(/intl-warm-up\.worker\.ts$/);
    expect(worker.options).toEqual({ type: 'module' });
    expect(worker.posted).toEqual([{ locale: 'en-IN', currency: 'INR', countryCode: 'IN' }]);
    expect(worker.ended).toBe(false);
  });

  it("When a page of the Vietnam site starts, then the worker gets Vietnam's dong and country", async () => {
    const worker = await startOn('VN');
    expect(worker.posted).toEqual([
      expect.objectContaining({ currency: 'VND', countryCode: 'VN' }),
    ]);
  });

  it('When the worker answers, then it is ended', async () => {
    const worker = await startOn('IN');
    worker.dispatchEvent(new MessageEvent('message', { data: 'warm' }));
    expect(worker.ended).toBe(true);
  });

  it('When the worker fails, then it is ended too', async () => {
    const worker = await startOn('SG');
    worker.dispatchEvent(new Event('error'));
    expect(worker.ended).toBe(true);
  });

  it('When the browser has no workers, or refuses to make one, then the page goes on', async () => {
    const { warmIntlOffThread } = await onSite(
      'IN',
      () => import('../../../web/src/lib/warm-intl'),
    );
    vi.stubGlobal('Worker', undefined);
    expect(() => warmIntlOffThread()).not.toThrow();
    vi.stubGlobal(
      'Worker',
      vi.fn(() => {
        throw new DOMException('Refused by the page policy', 'SecurityError');
      }),
    );
    expect(() => warmIntlOffThread()).not.toThrow();
  });
});

describe("The worker's warm-up", () => {
  it.each(['IN', 'SA', 'HK', 'SG', 'PH', 'TH', 'MY', 'ID', 'VN'] as const)(
    "When it warms the %s site's formats, then every formatter it builds is valid",
    (code) => {
      const { locale, currency, countryCode } = pageSiteProps(code);
      expect(() => warmUpIntl({ locale, currency, countryCode })).not.toThrow();
    },
  );

  it('When a currency is not one, then the warm-up says so (it builds the currency format it is given)', () => {
    expect(() => warmUpIntl({ locale: 'en-IN', currency: 'RUPEES', countryCode: 'IN' })).toThrow(
      RangeError,
    );
  });
});

describe('The worker', () => {
  it("When it is given the site's formats, then it builds them and answers", async () => {
    const answered = vi.spyOn(window, 'postMessage').mockImplementation(() => undefined);
    await import('../../../web/src/lib/intl-warm-up.worker');
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { locale: 'en-IN', currency: 'INR', countryCode: 'IN' },
      }),
    );
    expect(answered).toHaveBeenCalledWith('warm');
  });
});
