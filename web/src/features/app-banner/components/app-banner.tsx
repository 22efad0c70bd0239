// The app banner (spec sections 2, 4, 9), for every page: shown unless AD is set, the page is a
// registration step or a job detail, or the URL says app=true/1. Close sets AD for a day. Open Now
// tries the app's deep link and, if the page is still visible 5 s later, opens the store of the
// phone's platform; elsewhere it just hides the banner. Near the page bottom it slides away so
// the footer is free. The appBanner machine decides all of it; this is its view and its effects.
//
// Where it sits is ours (the spec does not place it): a strip of its own at the top of the page,
// above the header, at every width, so it never covers a control or text (issue 27, item 9; see
// app-banner.css). Mount it once, inside the router, before the page's layout: <AppBanner />.
import { useSelector } from '@xstate/react';
import { createActor } from 'xstate';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import {
  appBannerMachine,
  type AppBannerPage,
  type AppBannerEvent,
} from '../../../../../machines/appBanner.machine';
import { Icon } from '../../../components/icon';
import { setCookieEffect } from '../../../lib/effects';
import { site } from '../../../lib/site';
import { appBannerPage } from '../page-facts';
import '../app-banner.css';

const machine = appBannerMachine.provide({
  actions: {
    setCookie: (_, cookie) => setCookieEffect(cookie),
    openAppDeepLink: () => window.location.assign(site.appLinks.deepLink),
    openStore: (_, { store }) => window.location.assign(site.appLinks[store]),
  },
});

export function AppBanner() {
  const { pathname, search } = useLocation();
  const page = appBannerPage(pathname, search);
  // A page of another kind (say, a job detail after home) decides afresh; AD is read again then.
  const key = `${page.registrationStep}-${page.jdSource}-${page.appParam ?? ''}`;
  return <Banner key={key} page={page} />;
}

function distanceToBottom(): number {
  const { scrollHeight } = document.documentElement;
  return Math.max(0, scrollHeight - (window.scrollY + window.innerHeight));
}

/** The machine, started and told of the page at once. */
function startedActor(page: AppBannerPage) {
  const actor = createActor(machine).start();
  const loaded: AppBannerEvent = { type: 'page.loaded', ...page };
  actor.send(loaded);
  return actor;
}

/**
 * The banner's machine, told of the page before the first render (useMachine starts its actor in
 * an effect, after the page's first paint: the banner then came a frame late and pushed the whole
 * page down). Stopped once the banner is gone: a task later, so that a development remount (the
 * effect run again at once) keeps it.
 */
function useBannerMachine(page: AppBannerPage) {
  const [actor] = useState(() => startedActor(page));
  const stopping = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    clearTimeout(stopping.current);
    return () => {
      stopping.current = setTimeout(() => actor.stop(), 0);
    };
  }, [actor]);
  const snapshot = useSelector(actor, (state) => state);
  const send = useCallback((event: AppBannerEvent) => actor.send(event), [actor]);
  return [snapshot, send] as const;
}

function Banner({ page }: { page: AppBannerPage }) {
  // The facts of the page this banner was created for; a new kind of page gets a new banner.
  const [loadedPage] = useState(page);
  const [snapshot, send] = useBannerMachine(loadedPage);

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        send({ type: 'page.scrolled', distanceToBottom: distanceToBottom() });
      });
    };
    const onVisibility = () =>
      send({ type: 'page.visibility', visible: document.visibilityState === 'visible' });
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [send]);

  const shown = snapshot.matches('shown');
  const slid = snapshot.matches({ shown: { position: 'slidDown' } });
  if (!shown) return null;
  const opening = snapshot.matches({ shown: { handoff: 'openingApp' } });
  return (
    <aside
      className={`app-banner${slid ? ' app-banner-slid' : ''}`}
      aria-label="Get the job app"
      data-testid="app-banner"
      data-position={slid ? 'slidDown' : 'docked'}
      inert={slid}
    >
      <div className="container app-banner-inner">
        <span className="app-banner-mark" aria-hidden="true">
          jp
        </span>
        <p className="app-banner-copy">
          <strong>jobportal app</strong>
          <span>Apply faster, get alerts instantly</span>
        </p>
        <button
          type="button"
          className="button button-accent app-banner-open"
          aria-disabled={opening || undefined}
          onClick={() => send({ type: 'banner.openApp' })}
        >
          {opening ? 'Opening…' : 'Open Now'}
        </button>
        <button
          type="button"
          className="icon-button app-banner-close"
          onClick={() => send({ type: 'banner.close' })}
        >
          <Icon name="close" label="Close the app banner" />
        </button>
      </div>
    </aside>
  );
}
