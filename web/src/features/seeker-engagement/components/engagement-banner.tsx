// The seeker-engagement card banner (spec sections 2, 4, 9), driven by the seeker banner machine:
// the listener tries to attach to the engagement script every 500 ms for up to 3000 ms; once
// attached, each card the script sends is shown until the seeker closes it. Showing one sends the
// customer-engagement event.
import { useMachine } from '@xstate/react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Schemas } from '../../../../../openapi/client';
import { reporter } from '../../../../../machines/lib/implementations';
import {
  seekerBannerMachine,
  type EngagementCard,
  type SeekerBannerEvent,
} from '../../../../../machines/seekerBanner.machine';
import { pageKindOf, trackingCode } from '../../../../../openapi/vocabulary/page-kind';
import { MOBILE_MAX_WIDTH_PX } from '../../../../../openapi/vocabulary/limits';
import { safeReturnPath } from '../../../../../openapi/vocabulary/routes';
import { currentUserKey, type CurrentUser } from '../../../api/get-current-user';
import { loadScript } from '../../../lib/load-script';
import { site } from '../../../lib/site';
import { publishUserEngage } from '../api/publish-user-engage';
import { engagementSdk, readCard } from '../engagement-sdk';
import '../seeker-engagement.css';

/** The customer-engagement event of a card shown on the current page. */
function engagementEvent(
  card: EngagementCard,
  email: string | undefined,
): Schemas['CustomerEngagementEvent'] {
  return {
    page_name: trackingCode(pageKindOf(window.location.pathname, window.location.search)),
    channel_id: site.channelId,
    sub_channel_id: site.subChannelId,
    date_time: new Date().toISOString(),
    platform: window.innerWidth > MOBILE_MAX_WIDTH_PX ? 'desktop' : 'mobile',
    ...(card.campaign ? { campaign_name: card.campaign } : {}),
    ...(email ? { email_id: email } : {}),
  };
}

/** The seeker's email as the page knows it now (the session's answer), if signed in. */
function seekerEmail(queryClient: QueryClient): string | undefined {
  return queryClient.getQueryData<CurrentUser | null>(currentUserKey)?.primaryEmail.email;
}

/**
 * Attaches to the engagement script on each `listener.attach`; reports each card it sends, with
 * the seeker's email as the page knows it when the card comes (the session may answer after the
 * banner mounts).
 */
function engagementListener(queryClient: QueryClient) {
  return reporter<undefined, SeekerBannerEvent>(({ sendBack, receive }) => {
    let detach: (() => void) | undefined;
    loadScript(site.thirdPartyScripts.seekerEngagement.scriptUrl).catch((error: unknown) =>
      console.warn('The engagement script could not be loaded', error),
    );
    receive((event) => {
      if (event.type !== 'listener.attach' || detach) return;
      const sdk = engagementSdk();
      if (!sdk) {
        sendBack({ type: 'listener.unavailable' });
        return;
      }
      // Attached first: the script may hand over a waiting card as soon as the page listens.
      sendBack({ type: 'listener.attached' });
      detach = sdk.onCard((raw) => {
        const card = readCard(raw);
        void publishUserEngage(engagementEvent(card, seekerEmail(queryClient)));
        sendBack({ type: 'engagement.received', card });
      });
    });
    return () => detach?.();
  });
}

/** A card's link is followed only when it is a path of this site. */
function cardLink(card: EngagementCard): string | undefined {
  const url = card.ctaUrl;
  return url && safeReturnPath(url) === url ? url : undefined;
}

export default function EngagementBanner() {
  const queryClient = useQueryClient();
  // useMachine keeps the machine of the first render: it is provided once, not on every render.
  const [machine] = useState(() =>
    seekerBannerMachine.provide({
      actors: { engagementListener: engagementListener(queryClient) },
    }),
  );
  const [snapshot, send] = useMachine(machine);
  const card = snapshot.context.card;

  if (!card || !card.title) return null;
  const link = cardLink(card);
  return (
    <aside className="engagement-banner container" aria-label="For you">
      <div className="engagement-card card">
        <div>
          <p className="engagement-title">{card.title}</p>
          {card.message ? <p className="engagement-message">{card.message}</p> : null}
        </div>
        {link ? (
          <a className="button" href={link} target="_blank" rel="noopener noreferrer">
            {card.ctaText || 'Find out more'}
          </a>
        ) : null}
        <button
          type="button"
          className="icon-button"
          aria-label="Close this banner"
          onClick={() => send({ type: 'engagement.dismissed' })}
        >
          ×
        </button>
      </div>
    </aside>
  );
}
