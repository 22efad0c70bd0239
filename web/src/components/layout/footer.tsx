// Footer: region selector, accordions and social links, per site (spec section 2).
import { Link } from 'react-router';
import { shows, site } from '../../lib/site';
import { CountrySwitch } from './country-switch';
import { listingPath } from '../../../../openapi/vocabulary/page-kind';
import { ROUTE } from '../../../../openapi/vocabulary/routes';

const SOCIAL_LABELS: Record<keyof typeof site.contact.social, string> = {
  facebook: 'Facebook',
  twitter: 'X (Twitter)',
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
  youtube: 'YouTube',
};

function SeekerLinks() {
  return (
    <details className="footer-group" open>
      <summary>Job seekers</summary>
      <ul>
        <li>
          <Link to={ROUTE.advancedSearch}>Advanced search</Link>
        </li>
        <li>
          <Link to={listingPath('location')}>Jobs by location</Link>
        </li>
        <li>
          <Link to={listingPath('skill')}>Jobs by skill</Link>
        </li>
        <li>
          <Link to={ROUTE.walkinResults}>Walk-in jobs</Link>
        </li>
        <li>
          <a href={ROUTE.freeJobAlert} target="_blank" rel="noopener">
            Create free job alert
          </a>
        </li>
      </ul>
    </details>
  );
}

function CareerAdviceLinks() {
  return (
    <details className="footer-group" open>
      <summary>Career advice</summary>
      <ul>
        {site.careerAdvice.map((item) => (
          <li key={item.url}>
            <a href={item.url} target="_blank" rel="noopener noreferrer">
              {item.title}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

function ContactLinks() {
  return (
    <details className="footer-group" open>
      <summary>Contact us</summary>
      <ul>
        <li>
          Phone <a href={`tel:${site.contact.phone.replace(/\s/g, '')}`}>{site.contact.phone}</a>
        </li>
        <li>
          Toll-free{' '}
          <a href={`tel:${site.contact.tollFree.replace(/\s/g, '')}`}>{site.contact.tollFree}</a>
        </li>
        <li>
          <a href={`mailto:${site.contact.infoEmail}`}>{site.contact.infoEmail}</a>
        </li>
      </ul>
    </details>
  );
}

function AppLinks() {
  return (
    <div className="footer-group">
      <h2 className="footer-heading">Get the app</h2>
      <ul className="store-links">
        <li>
          <a href={site.appLinks.playStore} target="_blank" rel="noopener noreferrer">
            Google Play
          </a>
        </li>
        <li>
          <a href={site.appLinks.appStore} target="_blank" rel="noopener noreferrer">
            App Store
          </a>
        </li>
      </ul>
      <CountrySwitch id="footer-region" />
    </div>
  );
}

function FooterBottom() {
  const socials = Object.entries(site.contact.social) as Array<
    [keyof typeof SOCIAL_LABELS, string]
  >;
  return (
    <div className="footer-bottom">
      <ul className="social-links" aria-label="Follow us">
        {socials.map(([network, url]) => (
          <li key={network}>
            <a href={url} target="_blank" rel="noopener noreferrer">
              {SOCIAL_LABELS[network]}
            </a>
          </li>
        ))}
      </ul>
      <p>
        © {new Date().getFullYear()} jobportal {site.name}
      </p>
    </div>
  );
}

export function Footer() {
  if (!shows(site.flags.footer)) return null;
  return (
    <footer className="site-footer">
      <div className="footer-columns">
        <SeekerLinks />
        <CareerAdviceLinks />
        <ContactLinks />
        <AppLinks />
      </div>
      <FooterBottom />
    </footer>
  );
}
