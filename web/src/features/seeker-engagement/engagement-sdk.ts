// The engagement script's interface as the banner uses it. The site's properties name the script
// (`thirdPartyScripts.seekerEngagement`): the vendor's in a real deployment, the simulator's
// stand-in here (/sim-assets/seeker-engagement.js), where a campaign, QA or a test shows a card
// with `simSeekerEngagement.showCard({ title, message, ctaText, ctaUrl, campaign })`.
import type { EngagementCard } from '../../../../machines/seekerBanner.machine';

export interface EngagementSdk {
  /** Calls `listener` with each card a campaign sends; returns the detach. */
  onCard(listener: (card: unknown) => void): () => void;
  /** The stand-in's way for QA and tests to send a card (a vendor's script sends its own). */
  showCard?: (card: Record<string, string>) => void;
}

declare global {
  interface Window {
    simSeekerEngagement?: EngagementSdk;
  }
}

export function engagementSdk(): EngagementSdk | undefined {
  return window.simSeekerEngagement;
}

/** The card's text fields, whatever else the script sent. */
export function readCard(raw: unknown): EngagementCard {
  if (typeof raw !== 'object' || raw === null) return {};
  return Object.fromEntries(
    Object.entries(raw).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
