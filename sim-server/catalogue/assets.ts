// Images the simulator serves under /sim-assets: banner artwork, company logos (initials on a
// colour) and a QR-like code per site. They are drawn as SVG from the catalogue, so every image
// URL in the data resolves to a real image without shipping binary files. Pure functions: the
// same catalogue and path give the same bytes.
import type { Schemas } from '../../openapi/client';
import { hashString, Rng } from './rng';
import type { Catalogue, SiteProps } from './types';

type Banner = Schemas['Banner'];

export interface Asset {
  contentType: string;
  body: string;
}

export const SVG_CONTENT_TYPE = 'image/svg+xml; charset=utf-8';
export const ASSETS_PREFIX = '/sim-assets/';

const PALETTE = [
  '#0b5fff',
  '#6a1b9a',
  '#00897b',
  '#c62828',
  '#ef6c00',
  '#2e7d32',
  '#283593',
  '#ad1457',
  '#00838f',
  '#4e342e',
  '#37474f',
  '#5d4037',
];

/** Banner sizes in pixels: the wide desktop strip and the mobile card. */
export const BANNER_SIZE = {
  large: { width: 970, height: 250 },
  small: { width: 320, height: 100 },
} as const;
export const LOGO_SIZE = 120;
const QR_MODULES = 29;
const QR_QUIET_ZONE = 4;
const QR_PIXELS = 180;

function colourFor(key: string): string {
  return PALETTE[hashString(key) % PALETTE.length] ?? '#0b5fff';
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Plain text of a banner's HTML snippet (tags dropped, the common entities decoded). */
export function plainText(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/h\d|\/div|\/tr|\/td|\/th)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&middot;/g, '·')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line !== '' && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line === '' ? word : `${line} ${word}`;
    }
  }
  if (line !== '') lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${(kept[maxLines - 1] ?? '').slice(0, width - 1)}…`;
    return kept;
  }
  return lines;
}

/** Up to two initials from a company name, skipping the Indonesian 'PT' prefix. */
export function initials(name: string): string {
  const words = name
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w) && w !== 'PT')
    .slice(0, 2);
  const letters = words.map((w) => w.charAt(0).toUpperCase()).join('');
  return letters === '' ? '?' : letters;
}

export function bannerSvg(banner: Banner, size: keyof typeof BANNER_SIZE): string {
  const { width, height } = BANNER_SIZE[size];
  const key = banner.id ?? banner.name;
  const from = colourFor(key);
  const to = colourFor(`${key}/2`);
  const large = size === 'large';
  const titleSize = large ? 40 : 16;
  const bodySize = large ? 22 : 11;
  const body = wrap(plainText(banner.text ?? ''), large ? 62 : 44, 2);
  const left = large ? 48 : 14;
  const lines = body
    .map(
      (line, i) =>
        `<text x="${left}" y="${(large ? 140 : 58) + i * (bodySize + 8)}" font-size="${bodySize}" fill="#ffffffdd">${escapeXml(line)}</text>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(banner.name)}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/>` +
    `<circle cx="${width - height / 2}" cy="${height / 2}" r="${height * 0.8}" fill="#ffffff14"/>` +
    `<g font-family="Arial, Helvetica, sans-serif">` +
    `<text x="${left}" y="${large ? 88 : 32}" font-size="${titleSize}" font-weight="700" fill="#ffffff">${escapeXml(wrap(banner.name, large ? 40 : 34, 1)[0] ?? '')}</text>` +
    lines +
    `</g></svg>`
  );
}

export function logoSvg(company: { companyId: number; name: string }): string {
  const text = initials(company.name);
  const colour = colourFor(`logo/${company.companyId}`);
  const half = LOGO_SIZE / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${LOGO_SIZE}" height="${LOGO_SIZE}" viewBox="0 0 ${LOGO_SIZE} ${LOGO_SIZE}" role="img" aria-label="${escapeXml(company.name)}">` +
    `<rect width="${LOGO_SIZE}" height="${LOGO_SIZE}" rx="16" fill="${colour}"/>` +
    `<text x="${half}" y="${half}" dy="0.35em" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="${text.length > 1 ? 44 : 56}" font-weight="700" fill="#ffffff">${escapeXml(text)}</text>` +
    `</svg>`
  );
}

/**
 * A QR-like image for the site's app link: the three finder squares and timing lines of a real
 * code with modules drawn from the deep link. It looks right on the page; it does not scan.
 */
export function qrSvg(site: SiteProps): string {
  const n = QR_MODULES;
  const dark: boolean[] = new Array<boolean>(n * n).fill(false);
  const reserved: boolean[] = new Array<boolean>(n * n).fill(false);
  const set = (x: number, y: number, on: boolean) => {
    dark[y * n + x] = on;
    reserved[y * n + x] = true;
  };
  for (const [ox, oy] of [
    [0, 0],
    [n - 7, 0],
    [0, n - 7],
  ] as const) {
    for (let y = -1; y <= 7; y++) {
      for (let x = -1; x <= 7; x++) {
        const px = ox + x;
        const py = oy + y;
        if (px < 0 || py < 0 || px >= n || py >= n) continue;
        const ring = Math.max(Math.abs(x - 3), Math.abs(y - 3));
        set(px, py, ring !== 2 && ring !== 4);
      }
    }
  }
  for (let i = 8; i < n - 8; i++) {
    set(i, 6, i % 2 === 0);
    set(6, i, i % 2 === 0);
  }
  const rng = new Rng(hashString(site.appLinks.deepLink));
  for (let i = 0; i < n * n; i++) if (!reserved[i]) dark[i] = rng.chance(0.5);

  let path = '';
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      if (dark[y * n + x]) path += `M${x + QR_QUIET_ZONE} ${y + QR_QUIET_ZONE}h1v1h-1z`;
    }
  }
  const view = n + 2 * QR_QUIET_ZONE;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${QR_PIXELS}" height="${QR_PIXELS}" viewBox="0 0 ${view} ${view}" shape-rendering="crispEdges" role="img" aria-label="${escapeXml(`Scan to get the ${site.name} app`)}">` +
    `<rect width="${view}" height="${view}" fill="#ffffff"/><path d="${path}" fill="#000000"/></svg>`
  );
}

interface AssetIndex {
  banners: Map<string, Banner>;
  logos: Map<number, { companyId: number; name: string }>;
  sites: Map<string, SiteProps>;
}

const indexes = new WeakMap<Catalogue, AssetIndex>();

function indexOf(catalogue: Catalogue): AssetIndex {
  let index = indexes.get(catalogue);
  if (index) return index;
  index = { banners: new Map(), logos: new Map(), sites: new Map() };
  for (const site of Object.values(catalogue.sites)) {
    index.sites.set(site.site.countryCode.toLowerCase(), site.site);
    for (const company of site.companies) index.logos.set(company.companyId, company);
    const { brandMaximizer, brandBooster, walkinBanners } = site.banners;
    for (const banner of [...brandMaximizer, ...brandBooster, ...walkinBanners]) {
      if (banner.id !== undefined) index.banners.set(banner.id, banner);
    }
  }
  indexes.set(catalogue, index);
  return index;
}

const BANNER_PATH = /^\/sim-assets\/banners\/([a-z]{2}-[a-z]{2}-\d+)-(large|small)\.svg$/;
const LOGO_PATH = /^\/sim-assets\/logos\/(\d+)\.svg$/;
const QR_PATH = /^\/sim-assets\/qr\/([a-z]{2})\.svg$/;

/**
 * The image at a /sim-assets/... path (a query string is ignored), or undefined when the path
 * names nothing in this catalogue (the server answers 404).
 */
export function resolveAsset(catalogue: Catalogue, path: string): Asset | undefined {
  const clean = path.split(/[?#]/, 1)[0] ?? '';
  const index = indexOf(catalogue);
  const svg = (body: string): Asset => ({ contentType: SVG_CONTENT_TYPE, body });

  const bannerMatch = BANNER_PATH.exec(clean);
  if (bannerMatch) {
    const banner = index.banners.get(bannerMatch[1] ?? '');
    return banner
      ? svg(bannerSvg(banner, bannerMatch[2] === 'small' ? 'small' : 'large'))
      : undefined;
  }
  const logoMatch = LOGO_PATH.exec(clean);
  if (logoMatch) {
    const company = index.logos.get(Number(logoMatch[1]));
    return company ? svg(logoSvg(company)) : undefined;
  }
  const qrMatch = QR_PATH.exec(clean);
  if (qrMatch) {
    const site = index.sites.get(qrMatch[1] ?? '');
    return site ? svg(qrSvg(site)) : undefined;
  }
  return undefined;
}
