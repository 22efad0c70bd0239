// An ad slot: its size reserved so nothing jumps when an ad fills it. Ads are switched by the
// site flag and off on the pages the site lists (spec section 9). The simulator has no ad
// network, so a filled slot shows a labelled placeholder.
import { site } from '../lib/site';

export type AdPlacement =
  'menu' | 'results' | 'jd' | 'home' | 'skill' | 'location' | 'company-search';

export function adsShown(placement: AdPlacement): boolean {
  return site.ads.enabled && !site.ads.offOnPages.includes(placement);
}

export function AdSlot({ placement, size }: { placement: AdPlacement; size: string }) {
  if (!adsShown(placement) || !site.ads.sizes.includes(size)) return null;
  const [width, height] = size.split('x').map(Number);
  return (
    <aside
      className={`ad-slot ad-${placement}`}
      style={{ maxWidth: width, aspectRatio: `${width} / ${height}` }}
      aria-label="Advertisement"
    >
      <span>Advertisement {size}</span>
    </aside>
  );
}
