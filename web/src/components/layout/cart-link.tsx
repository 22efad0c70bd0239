// The cart icon (spec sections 2, 4): shown to a seeker when the site's flag allows and the cart
// has items, or whenever the page was opened with cart=true|1. With items it links to
// `{career-services-host}/cart`; an empty cart links to the career services page instead.
import { useSearchParams } from 'react-router';
import { cartUrl } from '../../../../openapi/vocabulary/routes';
import { useSession } from '../../api/get-current-user';
import { useCartCount } from '../../api/get-cart-count';
import { site } from '../../lib/site';
import { Icon } from '../icon';

const CART_PARAM_VALUES = ['true', '1'];

// The site's pages are in English (en-* locales), so English's plural categories name the count.
const plural = new Intl.PluralRules('en');
const ITEM_WORDS: Partial<Record<Intl.LDMLPluralRule, string>> = { one: 'item' };

/** The link's accessible name: "Cart, 1 item", "Cart, 2 items", or "Cart, empty". */
export function cartName(count: number): string {
  if (count === 0) return 'Cart, empty';
  return `Cart, ${count} ${ITEM_WORDS[plural.select(count)] ?? 'items'}`;
}

export function CartLink() {
  const [params] = useSearchParams();
  const forced = CART_PARAM_VALUES.includes(params.get('cart') ?? '');
  const session = useSession();
  const { data } = useCartCount(session.status === 'signedIn' && site.flags.showCart);
  const count = data ?? 0;
  if (!forced && (!site.flags.showCart || count === 0)) return null;
  const href = count > 0 ? cartUrl(site.careerServicesHost) : site.careerServicesHost;
  return (
    <a className="cart-link" href={href} aria-label={cartName(count)}>
      <Icon name="wallet" />
      {count > 0 ? (
        <span className="cart-count" aria-hidden="true">
          {count}
        </span>
      ) : null}
    </a>
  );
}
