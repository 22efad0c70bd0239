// An ad slot: its size reserved so nothing jumps when an ad fills it. Ads are switched by the
// site flag and off on the pages the site lists (spec section 9). The site's ad library
// (`thirdPartyScripts.ads`) fills the slot; the slot polls for it every second (section 9's ad
// polling) until it is ready, since it may arrive after the page. The simulator's stand-in draws a
// labelled placeholder.
import { useEffect, useRef } from 'react';
import { AD_POLLING_INTERVAL_MS } from '../../../openapi/vocabulary/timing';
import { loadScript } from '../lib/load-script';
import { site } from '../lib/site';

declare global {
  interface Window {
    /** The ad library's one call the page makes. */
    jpAds?: { display(element: HTMLElement, size: string): void };
  }
}

export type AdPlacement =
  'menu' | 'results' | 'jd' | 'home' | 'skill' | 'location' | 'company-search';

export function adsShown(placement: AdPlacement): boolean {
  return site.ads.enabled && !site.ads.offOnPages.includes(placement);
}

interface AdSlotProps {
  placement: AdPlacement;
  size: string;
  /** The slot's landmark name: two slots on one page need names of their own. */
  label?: string;
}

export function AdSlot({ placement, size, label = 'Advertisement' }: AdSlotProps) {
  if (!adsShown(placement) || !site.ads.sizes.includes(size)) return null;
  return <FilledAdSlot placement={placement} size={size} label={label} />;
}

function FilledAdSlot({ placement, size, label }: Required<AdSlotProps>) {
  const creative = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const fill = (): boolean => {
      if (!window.jpAds || !creative.current) return false;
      window.jpAds.display(creative.current, size);
      return true;
    };
    if (fill()) return;
    const poll = setInterval(() => {
      if (fill()) clearInterval(poll);
    }, AD_POLLING_INTERVAL_MS);
    loadScript(site.thirdPartyScripts.ads.scriptUrl).catch((error: unknown) => {
      clearInterval(poll);
      console.warn('The ad library could not be loaded', error);
    });
    return () => clearInterval(poll);
  }, [size]);
  const [width, height] = size.split('x').map(Number);
  return (
    <aside
      className={`ad-slot ad-${placement}`}
      style={{ maxWidth: width, aspectRatio: `${width} / ${height}` }}
      aria-label={label}
      data-size={size}
    >
      <div ref={creative} className="ad-creative" />
    </aside>
  );
}
