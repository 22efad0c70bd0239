// The home page's own parts, moved down from tests/e2e/home-features.spec.ts and
// tests/e2e/voice.spec.ts: the Voice Search modal with the Web Speech API played by a fake engine,
// the download-app form and its send-link outcomes, the app banner and the brand banners. What
// needs a real browser (the reader's answer opening the results, scrolling, the carousel's layout,
// the Play Store hand-off, axe) stays there.
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '../../../openapi/client';
import type { SpeechRecognitionInstance } from '../../../web/src/features/voice/speech-types';
import { renderInPage, stubApi } from '../render';
import { cookiesWritten, onSite, type SiteCode } from '../site';
import { stubMatchMedia } from '../viewport';

// On a busy machine RTL's 1 s default wait for a lazily loaded part is too short.
configure({ asyncUtilTimeout: 3000 });

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
/** Browsers that are not Chrome; Edge sends Chrome's token too, and has the API. */
const NOT_CHROME = {
  Firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  Edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Edg/140.0.0.0',
};

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

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

/**
 * A fake webkitSpeechRecognition: it hears nothing by itself; the test makes the session that is
 * listening report a result, fail or end, as Chrome's would.
 */
function fakeSpeechEngine() {
  const log: SpeechLog = {
    starts: 0,
    aborts: 0,
    stops: 0,
    active: false,
    lang: '',
    interimResults: false,
    continuous: true,
  };
  const listening = new Set<FakeRecognition>();

  class FakeRecognition implements SpeechRecognitionInstance {
    lang = '';
    continuous = true;
    interimResults = false;
    maxAlternatives = 1;
    onresult: SpeechRecognitionInstance['onresult'] = null;
    onerror: SpeechRecognitionInstance['onerror'] = null;
    onend: SpeechRecognitionInstance['onend'] = null;

    start() {
      listening.add(this);
      log.starts += 1;
      log.active = true;
      log.lang = this.lang;
      log.interimResults = this.interimResults;
      log.continuous = this.continuous;
    }

    stop() {
      this.finish('stops');
    }

    abort() {
      this.finish('aborts');
    }

    /** Counts a stop or abort only of a session still listening, as Chrome ignores others. */
    finish(count: 'stops' | 'aborts' | null) {
      if (listening.delete(this) && count) log[count] += 1;
      log.active = listening.size > 0;
    }
  }

  vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(CHROME);
  const sessions = () => [...listening];
  return {
    log,
    say(transcript: string, isFinal: boolean) {
      act(() => {
        for (const session of sessions()) {
          session.onresult?.({
            resultIndex: 0,
            results: { length: 1, 0: { isFinal, length: 1, 0: { transcript } } },
          });
        }
      });
    },
    /** The session ends by itself (after its final result, say). */
    end() {
      act(() => {
        for (const session of sessions()) {
          session.finish(null);
          session.onend?.();
        }
      });
    },
    /** The session fails with a Web Speech error code, then ends. */
    fail(error: string) {
      act(() => {
        for (const session of sessions()) {
          session.finish(null);
          session.onerror?.({ error });
          session.onend?.();
        }
      });
    },
  };
}

async function loadVoice() {
  const { VoiceSearchButton } =
    await import('../../../web/src/features/voice/components/voice-search-button');
  const { ToastHost } = await import('../../../web/src/components/toast');
  return { VoiceSearchButton, ToastHost };
}

/** The home page's mic (with the page's toast), pressed: the Voice Search modal. */
async function openVoiceSearch(onSearch = vi.fn()) {
  const { VoiceSearchButton, ToastHost } = await loadVoice();
  renderInPage(
    <>
      <VoiceSearchButton onSearch={onSearch} />
      <ToastHost />
    </>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Voice Search' }));
  return screen.findByRole('dialog', { name: 'Voice Search' });
}

describe('Voice search', () => {
  it('When the mic is pressed, then the Voice Search modal listens in en-US with its title, hint and Speak Now...', async () => {
    const engine = fakeSpeechEngine();

    const dialog = await openVoiceSearch();

    expect(within(dialog).getByRole('heading', { name: 'Voice Search' }).textContent).toBe(
      'Voice Search',
    );
    expect(within(dialog).getByText('Designer job for 10 years experienced')).toBeDefined();
    expect(within(dialog).getByRole('status').textContent).toBe('Speak Now...');
    expect(
      within(dialog).getByRole('button', { name: 'Listen' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(document.activeElement).toBe(dialog);
    expect(engine.log).toMatchObject({
      starts: 1,
      active: true,
      lang: 'en-US',
      interimResults: true,
      continuous: false,
    });
  });

  it('When the user speaks, then the interim text is shown live', async () => {
    const engine = fakeSpeechEngine();
    const dialog = await openVoiceSearch();

    engine.say('java developer', false);

    expect(within(dialog).getByRole('status').textContent).toBe('java developer');

    engine.say('java developer in pune', false);

    expect(within(dialog).getByRole('status').textContent).toBe('java developer in pune');
    expect(screen.getByRole('dialog', { name: 'Voice Search' })).toBe(dialog);
  });

  it('When nothing is understood, then the Sorry message shows and the engine keeps listening', async () => {
    const engine = fakeSpeechEngine();
    // The reader's answer for speech it understood nothing of (its own test: tests/sim).
    const nothing = { job: '', location: '', exp: null } satisfies Schemas['VoiceReaderResponse'];
    const calls = stubApi(() => ({ body: nothing }));
    const dialog = await openVoiceSearch();

    engine.say('hmm uh', true);
    engine.end();

    const sorry = "Sorry, I didn't get what you said. Go ahead I'm listening...";
    await waitFor(() => expect(within(dialog).getByRole('status').textContent).toBe(sorry));
    expect(screen.getByTestId('toast').textContent).toBe(sorry);
    expect(await calls[0]?.json()).toEqual({ data: 'hmm uh' });
    expect(screen.getByRole('dialog', { name: 'Voice Search' })).toBe(dialog);
    expect(engine.log.starts).toBeGreaterThanOrEqual(2);
    expect(engine.log.active).toBe(true);
    expect(
      within(dialog).getByRole('button', { name: 'Listen' }).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('When the mic in the modal is pressed while listening, then the engine stops, and a second press starts it again', async () => {
    const engine = fakeSpeechEngine();
    const dialog = await openVoiceSearch();
    const mic = within(dialog).getByRole('button', { name: 'Listen' });

    await userEvent.click(mic);

    expect(mic.getAttribute('aria-pressed')).toBe('false');
    expect(engine.log).toMatchObject({ starts: 1, aborts: 1, active: false });

    await userEvent.click(mic);

    expect(mic.getAttribute('aria-pressed')).toBe('true');
    expect(engine.log).toMatchObject({ starts: 2, active: true });
  });

  it('When the engine hears no speech, then it restarts while the modal is open', async () => {
    const engine = fakeSpeechEngine();
    const dialog = await openVoiceSearch();

    engine.fail('no-speech');

    await waitFor(() => expect(engine.log.starts).toBe(2));
    expect(engine.log.active).toBe(true);
    expect(
      within(dialog).getByRole('button', { name: 'Listen' }).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('When the microphone is blocked, then listening stops until the mic is pressed', async () => {
    const engine = fakeSpeechEngine();
    const dialog = await openVoiceSearch();
    const mic = within(dialog).getByRole('button', { name: 'Listen' });

    engine.fail('not-allowed');

    expect(mic.getAttribute('aria-pressed')).toBe('false');
    expect(engine.log).toMatchObject({ starts: 1, active: false });

    await userEvent.click(mic);

    expect(mic.getAttribute('aria-pressed')).toBe('true');
    expect(engine.log).toMatchObject({ starts: 2, active: true });
  });

  it('When the modal is closed, then the engine stops and focus returns to the mic', async () => {
    const engine = fakeSpeechEngine();
    const dialog = await openVoiceSearch();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close voice search' }));

    expect(screen.queryByRole('dialog', { name: 'Voice Search' })).toBeNull();
    expect(engine.log).toMatchObject({ starts: 1, aborts: 1, active: false });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Voice Search' }));
  });

  it('When Escape is pressed in the modal, then it closes and the engine stops', async () => {
    const engine = fakeSpeechEngine();
    await openVoiceSearch();

    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('dialog', { name: 'Voice Search' })).toBeNull();
    expect(engine.log.active).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Voice Search' }));

    expect(await screen.findByRole('dialog', { name: 'Voice Search' })).toBeDefined();
    expect(engine.log).toMatchObject({ starts: 2, active: true });
  });

  for (const [browserName, userAgent] of Object.entries(NOT_CHROME)) {
    it(`When the browser is ${browserName}, then no mic is shown`, async () => {
      fakeSpeechEngine();
      vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
      const { VoiceSearchButton } = await loadVoice();

      renderInPage(<VoiceSearchButton onSearch={vi.fn()} />);

      expect(screen.queryByRole('button', { name: 'Voice Search' })).toBeNull();
    });
  }

  it('When the browser is Chrome with the API, then the mic is shown', async () => {
    fakeSpeechEngine();
    const { VoiceSearchButton } = await loadVoice();

    renderInPage(<VoiceSearchButton onSearch={vi.fn()} />);

    expect(screen.getByRole('button', { name: 'Voice Search' })).toBeDefined();
  });
});

/** The download-app section and the page's toast, on `code`'s page (the site is read as it loads). */
async function showDownloadApp(code: SiteCode = 'IN') {
  const { DownloadApp, ToastHost } = await onSite(code, async () => ({
    ...(await import('../../../web/src/features/app-download/components/download-app')),
    ...(await import('../../../web/src/components/toast')),
  }));
  renderInPage(
    <>
      <DownloadApp />
      <ToastHost />
    </>,
  );
  return {
    isd: screen.getByLabelText<HTMLSelectElement>('Country code'),
    number: screen.getByLabelText<HTMLInputElement>('Mobile number'),
    submit: screen.getByRole('button', { name: /Send link|Sending/ }),
    error: () => document.getElementById('send-link-error')?.textContent,
  };
}

const isSendLink = (request: Request) =>
  request.method === 'POST' && request.url.endsWith('/api/middleware/apps/download-link');

describe('The download-app section', () => {
  it('When a valid number is sent, then the success toast shows the responseMessage and the payload carries the site and a captcha token', async () => {
    const sent = {
      responseMessage: 'Link sent to 9876543210',
    } satisfies Schemas['SendLinkSuccess'];
    const calls = stubApi(() => ({ body: sent }));
    const form = await showDownloadApp();

    await userEvent.type(form.number, '9876543210');
    await userEvent.click(form.submit);

    const toast = await screen.findByTestId('toast');
    expect(toast.textContent).toBe('Link sent to 9876543210');
    expect(toast.className).toMatch(/toast-success/);
    const request = calls.find(isSendLink);
    expect(await request?.json()).toEqual({
      isdCode: '91',
      mobileNumber: '9876543210',
      sitePropsCountryCode: 'IN',
      gRecaptchaResponse: expect.stringMatching(/^sim-captcha-\w+$/),
    });
    expect(request?.headers.get('x-source-site-context')).toBe('india');
  });

  it('When the call answers 422, then its errorMessage shows as a failure toast', async () => {
    const refused = {
      errorMessage: 'Too many requests for this number, try later.',
    } satisfies Schemas['MessageError'];
    stubApi(() => ({ status: 422, body: refused }));
    const form = await showDownloadApp();

    await userEvent.type(form.number, '9876543210');
    await userEvent.click(form.submit);

    const toast = await screen.findByTestId('toast');
    expect(toast.textContent).toBe('Too many requests for this number, try later.');
    expect(toast.className).toMatch(/toast-failure/);
  });

  it('When the call fails with another status, then the generic failure toast shows', async () => {
    const down = { errorMessage: 'Upstream down' } satisfies Schemas['MessageError'];
    stubApi(() => ({ status: 503, body: down }));
    const form = await showDownloadApp();

    await userEvent.type(form.number, '9876543210');
    await userEvent.click(form.submit);

    const toast = await screen.findByTestId('toast');
    expect(toast.textContent).toBe('An error occurred. Please try again.');
    expect(toast.className).toMatch(/toast-failure/);
  });

  it('When the captcha token is rejected, then the 401 errorMessage shows as a failure toast', async () => {
    // The simulator's 401 for this token: tests/sim/faults.test.ts.
    window.__simCaptchaToken = 'invalid-captcha';
    const rejected = {
      errorMessage: 'Captcha verification failed.',
    } satisfies Schemas['MessageError'];
    const calls = stubApi(() => ({ status: 401, body: rejected }));
    const form = await showDownloadApp();

    try {
      await userEvent.type(form.number, '9876543210');
      await userEvent.click(form.submit);

      const toast = await screen.findByTestId('toast');
      expect(toast.textContent).toBe('Captcha verification failed.');
      expect(toast.className).toMatch(/toast-failure/);
      expect(await calls.find(isSendLink)?.json()).toMatchObject({
        gRecaptchaResponse: 'invalid-captcha',
      });
    } finally {
      delete window.__simCaptchaToken;
    }
  });

  it('When letters are typed, then only the digits stay; an invalid number shows the error until the next key', async () => {
    const calls = stubApi(() => ({ body: {} }));
    const form = await showDownloadApp();
    expect(form.number.getAttribute('maxlength')).toBe('15');

    await userEvent.type(form.number, '98a7b6-5 4');
    expect(form.number.value).toBe('987654');

    await userEvent.click(form.submit);
    expect(form.error()).toBe('Please enter a valid mobile number');
    expect(form.number.getAttribute('aria-invalid')).toBe('true');

    await userEvent.type(form.number, '3');
    expect(form.error()).toBe('');
    expect(form.number.getAttribute('aria-invalid')).toBeNull();

    // Ten digits that do not start with 6-9 fail the India pattern too.
    await userEvent.clear(form.number);
    await userEvent.type(form.number, '5123456789{Enter}');
    expect(form.error()).toBe('Please enter a valid mobile number');
    expect(calls.filter(isSendLink)).toHaveLength(0);
  });

  it('When the call is slow, then the button shows the loader and a second press sends nothing more', async () => {
    // The answer is held until the presses are done.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const sent = { responseMessage: 'Link sent' } satisfies Schemas['SendLinkSuccess'];
    const calls = stubApi(async () => {
      await held;
      return { body: sent };
    });
    const form = await showDownloadApp();
    await userEvent.type(form.number, '9876543210');
    await userEvent.click(form.submit);

    await waitFor(() => expect(form.submit.textContent).toBe('Sending…'));
    expect(form.submit.getAttribute('aria-disabled')).toBe('true');
    // Pressed again while the first call is out, by pointer and by Enter.
    await userEvent.click(form.submit);
    await userEvent.type(form.number, '{Enter}');
    expect(form.submit.textContent).toBe('Sending…');
    release();
    expect((await screen.findByTestId('toast')).className).toMatch(/toast-success/);
    await waitFor(() => expect(form.submit.textContent).toBe('Send link'));
    expect(calls.filter(isSendLink)).toHaveLength(1);
  });

  it('When the Gulf site is open, then its six dial codes are listed and can be picked, and the picked one is sent (issue 27)', async () => {
    const sent = { responseMessage: 'Link sent' } satisfies Schemas['SendLinkSuccess'];
    const calls = stubApi(() => ({ body: sent }));
    const form = await showDownloadApp('SA');

    expect([...form.isd.options].map((option) => option.textContent)).toEqual([
      '+971',
      '+966',
      '+974',
      '+968',
      '+965',
      '+973',
    ]);
    expect(form.isd.getAttribute('aria-readonly')).toBeNull();
    expect(form.isd.value).toBe('971');
    await userEvent.selectOptions(form.isd, '974');
    expect(form.isd.value).toBe('974');

    await userEvent.type(form.number, '33123456');
    await userEvent.click(form.submit);

    expect((await screen.findByTestId('toast')).className).toMatch(/toast-success/);
    expect(await calls.find(isSendLink)?.json()).toMatchObject({
      isdCode: '974',
      sitePropsCountryCode: 'SA',
    });
  });

  it('When a one-code site is open, then its dial code is read-only', async () => {
    const form = await showDownloadApp('IN');

    expect(form.isd.getAttribute('aria-readonly')).toBe('true');
    form.isd.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(form.isd.value).toBe('91');
  });

  it('When a site is open, then its own QR image and store links are shown', async () => {
    // That the image loads from the simulator is the browser's to see: it stays in
    // tests/e2e/home-features.spec.ts (its axe scan of home reads the QR image's naturalWidth).
    const form = await showDownloadApp('SG');

    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
      'Find Better, Faster with the Job App',
    );
    expect(screen.getByRole('img', { name: /QR code/ }).getAttribute('src')).toBe(
      '/sim-assets/qr/sg.svg',
    );
    const store = screen.getByRole('list', { name: 'Get the app from a store' });
    expect(
      within(store)
        .getByRole('link', { name: /Google Play/ })
        .getAttribute('href'),
    ).toMatch(/play\.google\.com.*gl=SG/);
    expect(
      within(store)
        .getByRole('link', { name: /App Store/ })
        .getAttribute('href'),
    ).toMatch(/apps\.apple\.com\/sg\//);
    expect([...form.isd.options].map((option) => option.textContent)).toEqual(['+65']);
  });
});

async function loadAppBanner() {
  return (await import('../../../web/src/features/app-banner/components/app-banner')).AppBanner;
}

describe('The app banner', () => {
  it('When the banner is closed, then AD is set for a day and the banner stays hidden after a reload', async () => {
    // Now, held: the cookie must still be alive when the next page reads it.
    const NOW = Date.now();
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const AppBanner = await loadAppBanner();
    const { unmount } = renderInPage(<AppBanner />);
    const banner = screen.getByTestId('app-banner');

    const written = cookiesWritten(() =>
      fireEvent.click(within(banner).getByRole('button', { name: 'Close the app banner' })),
    );

    expect(written).toEqual([
      `AD=1; path=/; SameSite=Lax; expires=${new Date(NOW + 86_400_000).toUTCString()}`,
    ]);
    expect(screen.queryByTestId('app-banner')).toBeNull();
    vi.useRealTimers();
    // The next page reads AD as it loads.
    unmount();
    renderInPage(<AppBanner />);
    expect(screen.queryByTestId('app-banner')).toBeNull();
  });

  it('When AD is not set, then the banner shows', async () => {
    const AppBanner = await loadAppBanner();

    renderInPage(<AppBanner />);

    expect(screen.getByTestId('app-banner').getAttribute('data-position')).toBe('docked');
  });

  for (const value of ['1', 'true']) {
    it(`When the URL says app=${value}, then the banner is not shown`, async () => {
      const AppBanner = await loadAppBanner();

      renderInPage(<AppBanner />, `/?app=${value}`);

      expect(screen.queryByTestId('app-banner')).toBeNull();
    });
  }

  it('When Open Now is pressed on a desktop, then the banner just hides and AD stays unset', async () => {
    const AppBanner = await loadAppBanner();
    renderInPage(<AppBanner />);

    const written = cookiesWritten(() =>
      fireEvent.click(
        within(screen.getByTestId('app-banner')).getByRole('button', { name: 'Open Now' }),
      ),
    );

    expect(screen.queryByTestId('app-banner')).toBeNull();
    expect(written).toEqual([]);
    expect(document.cookie).not.toMatch(/\bAD=/);
  });
});

const bannerImage = (id: string, size: 'large' | 'small') =>
  `/sim-assets/banners/${id}-${size}.svg`;

/** The brand banners of `code`'s page, the searchBanners call answering `answer`. */
async function showBrandBanners(answer: Schemas['BannersResponse'], code: SiteCode = 'IN') {
  const calls = stubApi(() => ({ body: answer }));
  const { BrandBanners } = await onSite(
    code,
    () => import('../../../web/src/features/banners/components/brand-banners'),
  );
  const view = renderInPage(<BrandBanners />);
  await waitFor(() => expect(view.container.querySelector('[aria-busy="true"]')).toBeNull());
  const call = calls.find((request) => request.url.includes('/api/middleware/searchBanners'));
  return { view, params: new URL(call?.url ?? 'http://in.localhost/').searchParams };
}

describe('The brand banners', () => {
  it('When a banner text carries script, handlers and javascript: links, then it renders sanitised and nothing runs', async () => {
    const hostile =
      '<p>Safe <strong>words</strong><img src="/nowhere.png" onerror="window.__simXss=1">' +
      '<script>window.__simXss=2</script><a href="javascript:window.__simXss=3">click</a>' +
      '<span onclick="window.__simXss=4">tap</span><style>body{display:none}</style></p>';
    const { params } = await showBrandBanners({
      brandMaximizer: [
        {
          id: 'in-bm-1',
          name: 'Acme Hiring',
          image_large: bannerImage('in-bm-1', 'large'),
          image_small: bannerImage('in-bm-1', 'small'),
          link: '/search/jobs-by-company-cmpsrp?query=Acme&exactMatch=true',
          text: hostile,
        },
      ],
      brandBooster: [
        {
          id: 'in-bb-1',
          name: 'Career help',
          image_large: bannerImage('in-bb-1', 'large'),
          image_small: bannerImage('in-bb-1', 'small'),
          link: '/career-services',
          text: '<p>Career <em>help</em></p>',
        },
      ],
      walkinBanners: [],
    });
    expect(params.get('subchannel_id')).toBe('1');

    const texts = await screen.findAllByTestId('banner-text');
    expect(texts).toHaveLength(2);
    const text = texts[0];
    expect(text?.textContent).toContain('Safe words');
    expect(text?.querySelector('strong')?.textContent).toBe('words');
    expect(text?.innerHTML).not.toMatch(/<script|<img|<style|onerror|onclick|javascript:/i);
    // Pressed as the user would; nothing of the attacker's survives to run.
    fireEvent.click(screen.getByText('click'));
    fireEvent.click(screen.getByText('tap'));
    expect(Reflect.get(window, '__simXss')).toBeUndefined();

    expect(screen.getByRole('link', { name: /^Career help/ }).getAttribute('target')).toBe(
      '_blank',
    );
    expect(screen.getByRole('link', { name: 'Acme Hiring' }).getAttribute('target')).toBeNull();
    expect(screen.getByRole('img', { name: 'Acme Hiring' }).getAttribute('src')).toBe(
      bannerImage('in-bm-1', 'large'),
    );
  });

  it('When the site has no brand banners, then no banner section is rendered', async () => {
    const { view } = await showBrandBanners({
      brandMaximizer: [],
      brandBooster: [],
      walkinBanners: [],
    });

    expect(screen.queryByRole('heading', { name: 'Top companies hiring' })).toBeNull();
    expect(view.container.querySelector('.brand-banners')).toBeNull();
  });

  it('When home loads, then it asks for the walk-in drives too and shows them, each leading to the walk-in jobs', async () => {
    // The simulator's walk-in banners lead to /search/walkin-jobs (its data, not the web's).
    const { params } = await showBrandBanners({
      brandMaximizer: [],
      brandBooster: [],
      walkinBanners: [
        {
          id: 'in-wi-1',
          name: 'Walk-in at Pune',
          image_large: bannerImage('in-wi-1', 'large'),
          image_small: bannerImage('in-wi-1', 'small'),
          link: '/search/walkin-jobs',
        },
      ],
    });

    expect(params.get('showWalkin')).toBe('true');
    const drives = screen.getByRole('region', { name: 'Walk-in drives' });
    const first = within(within(drives).getAllByRole('listitem')[0] ?? drives).getByRole('link');
    expect(first.getAttribute('href')).toBe('/search/walkin-jobs');
  });
});

/** `count` employers of choice, as the site's answer lists them. */
function employers(count: number): Schemas['EmployerOfChoice'][] {
  return Array.from({ length: count }, (_, index) => ({
    companyId: index + 1,
    name: `Employer ${index + 1}`,
    logo: `/sim-assets/logos/employer-${index + 1}.svg`,
    isFollowed: false,
    followerCount: 3,
  }));
}

/**
 * A window `width` px wide: the carousel reads innerWidth, and asks matchMedia only whether the
 * user prefers reduced motion (no).
 */
function windowOf(width: number) {
  vi.stubGlobal('innerWidth', width);
  stubMatchMedia(() => false);
}

/** The Employers of Choice carousel with `count` employers, loaded. */
async function showEmployers(count: number) {
  stubApi(() => ({ body: { companies: employers(count) } }));
  const { EmployersOfChoice } =
    await import('../../../web/src/features/employers/components/employers-carousel');
  const view = renderInPage(<EmployersOfChoice />);
  const region = screen.getByRole('region', { name: 'Employers of Choice' });
  return { view, region, track: () => region.querySelector('.carousel-track') };
}

const slidesOnPage = (region: HTMLElement) =>
  region.querySelectorAll('.carousel-slide:not([inert])').length;

describe('The Employers of Choice carousel', () => {
  it('When the arrows and dots are used, then the carousel pages forward, back and around', async () => {
    windowOf(1280);
    const { region, track } = await showEmployers(20);
    await waitFor(() => expect(region.querySelectorAll('.employer-card')).toHaveLength(20));
    await userEvent.click(within(region).getByRole('button', { name: /^Pause/ }));
    expect(track()?.getAttribute('data-page')).toBe('0');
    // 20 companies, 7 a page at 1280 px: 3 pages, the others' slides out of the tab order.
    expect(slidesOnPage(region)).toBe(7);
    expect(within(region).getAllByRole('button', { name: /^Page \d of 3$/ })).toHaveLength(3);

    await userEvent.click(within(region).getByRole('button', { name: 'Next employers' }));
    expect(track()?.getAttribute('data-page')).toBe('1');
    expect(
      within(region).getByRole('button', { name: 'Page 2 of 3' }).getAttribute('aria-current'),
    ).toBe('true');
    await userEvent.click(within(region).getByRole('button', { name: 'Previous employers' }));
    await userEvent.click(within(region).getByRole('button', { name: 'Previous employers' }));
    expect(track()?.getAttribute('data-page')).toBe('2');
    expect(slidesOnPage(region)).toBe(6);
    await userEvent.click(within(region).getByRole('button', { name: 'Page 1 of 3' }));
    expect(track()?.getAttribute('data-page')).toBe('0');
  });

  it('When the pointer or the keyboard focus is on the carousel, then autoplay waits; otherwise it turns every 2 s', async () => {
    windowOf(1280);
    // The page's timers are the test's: they move with the test's steps (and the little real
    // time between them, far less than a 2 s turn), so "waits" is proven without waiting.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const turn = (ms: number) => act(() => vi.advanceTimersByTime(ms));
    const { region, track } = await showEmployers(20);
    await waitFor(() => expect(region.querySelectorAll('.employer-card')).toHaveLength(20));
    const first = track()?.getAttribute('data-page');
    turn(2000);
    expect(track()?.getAttribute('data-page')).not.toBe(first);

    await user.hover(region.querySelector('.carousel-viewport') ?? region);
    // Paused (its page changes are announced then): the page read now is the one that stays.
    expect(track()?.getAttribute('aria-live')).toBe('polite');
    const hovered = track()?.getAttribute('data-page');
    // Two turns' time (three would come round to the same page of three).
    turn(5000);
    expect(track()?.getAttribute('data-page')).toBe(hovered);

    act(() =>
      within(region)
        .getByRole('button', { name: /^Pause/ })
        .focus(),
    );
    await user.unhover(region.querySelector('.carousel-viewport') ?? region);
    expect(track()?.getAttribute('aria-live')).toBe('polite');
    const focused = track()?.getAttribute('data-page');
    turn(5000);
    expect(track()?.getAttribute('data-page')).toBe(focused);

    act(() =>
      within(region)
        .getByRole('button', { name: /^Pause/ })
        .blur(),
    );
    turn(2000);
    expect(track()?.getAttribute('data-page')).not.toBe(focused);
  });

  it('When the window is 800 px or narrower, or a site has 7 or fewer employers, then no arrows show', async () => {
    windowOf(800);
    const narrow = await showEmployers(20);
    await waitFor(() => expect(narrow.region.querySelectorAll('.employer-card')).toHaveLength(20));
    expect(within(narrow.region).queryByRole('button', { name: 'Next employers' })).toBeNull();
    // 701-1000 px shows 4 a page.
    expect(slidesOnPage(narrow.region)).toBe(4);
    narrow.view.unmount();

    windowOf(1280);
    const few = await showEmployers(6);
    await waitFor(() => expect(few.region.querySelectorAll('.employer-card')).toHaveLength(6));
    expect(within(few.region).queryByRole('button', { name: 'Next employers' })).toBeNull();
  });

  it('When a site has 8 employers at 1280 px, then the arrows show', async () => {
    windowOf(1280);
    const { region } = await showEmployers(8);
    await waitFor(() => expect(region.querySelectorAll('.employer-card')).toHaveLength(8));

    expect(within(region).getByRole('button', { name: 'Next employers' })).toBeDefined();
  });
});
