// Brand banners (spec sections 2, 3): brand maximizer, brand booster and walk-in drives, each with
// its desktop and mobile image, its name and a click-through link. Career-service targets open in a new tab.
// The text is backend HTML, shown only once DOMPurify has cleaned it. No banners, no section;
// a failure is only logged.
import { useEffect } from 'react';
import { Link } from 'react-router';
import type { Schemas } from '../../../../../openapi/client';
import { useSearchBanners } from '../api/get-search-banners';
import { useSanitizer, type Sanitize } from '../sanitize';
import '../banners.css';
import { ROUTE } from '../../../../../openapi/vocabulary/routes';

type Banner = Schemas['Banner'];

/** Spec section 2: banner targets opened in a new tab. */
const NEW_TAB_TARGETS: string[] = [ROUTE.careerServices, ROUTE.careerBooster, ROUTE.resumeService];
/** The mobile image is used up to this width. */
const MOBILE_MEDIA = '(max-width: 700px)';
/** The simulator's banner images: large 970×250, small 320×100. */
const LARGE = { width: 970, height: 250 };
const SMALL = { width: 320, height: 100 };

function opensInNewTab(link: string): boolean {
  const path = link.replace(/^https?:\/\/[^/]+/, '').split(/[?#]/)[0] ?? '';
  return NEW_TAB_TARGETS.some((target) => path === target || path.startsWith(`${target}/`));
}

function isExternal(link: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(link) || link.startsWith('//');
}

export function BrandBanners() {
  const banners = useSearchBanners();
  const sanitizer = useSanitizer();

  useEffect(() => {
    if (banners.isError) console.warn('Banners failed to load', banners.error);
    if (sanitizer.isError) console.warn('The HTML sanitiser failed to load', sanitizer.error);
  }, [banners.isError, banners.error, sanitizer.isError, sanitizer.error]);

  if (banners.isError) return null;
  if (banners.isPending || sanitizer.isPending) return <BannersSkeleton />;
  const { brandMaximizer, brandBooster, walkinBanners } = banners.data;
  if (brandMaximizer.length + brandBooster.length + walkinBanners.length === 0) return null;
  // Without a sanitiser the texts are left out; names, images and links still show.
  const sanitize = sanitizer.data;
  return (
    <div className="brand-banners" data-testid="brand-banners">
      <BannerGroup
        id="brand-maximizer-title"
        title="Top companies hiring"
        banners={brandMaximizer}
        sanitize={sanitize}
      />
      <BannerGroup
        id="brand-booster-title"
        title="Boost your career"
        banners={brandBooster}
        sanitize={sanitize}
      />
      <BannerGroup
        id="walkin-banners-title"
        title="Walk-in drives"
        banners={walkinBanners}
        sanitize={sanitize}
      />
    </div>
  );
}

function BannersSkeleton() {
  return (
    <div className="brand-banners" aria-busy="true">
      <section className="banner-group container">
        <span className="banner-skeleton-title" aria-hidden="true" />
        <ul className="banner-grid">
          {[0, 1].map((i) => (
            <li key={i} className="banner-card banner-card-skeleton" aria-hidden="true">
              <span className="banner-media" />
              <span className="banner-body">
                <span className="banner-skeleton-line" />
                <span className="banner-skeleton-line short" />
              </span>
            </li>
          ))}
        </ul>
        <p className="visually-hidden">Loading banners…</p>
      </section>
    </div>
  );
}

interface GroupProps {
  id: string;
  title: string;
  banners: Banner[];
  sanitize: Sanitize | undefined;
}

function BannerGroup({ id, title, banners, sanitize }: GroupProps) {
  if (banners.length === 0) return null;
  return (
    <section className="banner-group container" aria-labelledby={id}>
      <h2 className="banner-group-title" id={id}>
        {title}
      </h2>
      <ul className="banner-grid">
        {banners.map((banner, index) => (
          <li key={banner.id ?? `${banner.name}-${index}`} className="banner-card">
            <BannerCard banner={banner} sanitize={sanitize} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function BannerLink({ banner }: { banner: Banner }) {
  const { link, name } = banner;
  if (opensInNewTab(link) || isExternal(link)) {
    return (
      <a className="banner-link" href={link} target="_blank" rel="noopener noreferrer">
        {name}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <Link className="banner-link" to={link}>
      {name}
    </Link>
  );
}

function BannerCard({ banner, sanitize }: { banner: Banner; sanitize: Sanitize | undefined }) {
  const html = banner.text && sanitize ? sanitize(banner.text) : '';
  return (
    <article className="banner-article">
      <picture className="banner-media">
        <source
          media={MOBILE_MEDIA}
          srcSet={banner.image_small}
          width={SMALL.width}
          height={SMALL.height}
        />
        <img
          src={banner.image_large}
          alt={banner.name}
          width={LARGE.width}
          height={LARGE.height}
          loading="lazy"
          decoding="async"
        />
      </picture>
      <div className="banner-body">
        <h3 className="banner-name">
          <BannerLink banner={banner} />
        </h3>
        {html ? (
          <div
            className="banner-text"
            data-testid="banner-text"
            // Cleaned by DOMPurify just above (sanitize.ts): no script or handler survives.
            dangerouslySetInnerHTML={{ __html: html }}
          />
        ) : null}
      </div>
    </article>
  );
}
