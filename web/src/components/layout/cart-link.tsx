// The cart icon (spec sections 2, 4): shown to a seeker when the site's flag allows and the cart
// has items, or whenever the page was opened with cart=true|1; an empty cart links to the career
// services page instead of the cart.
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { api } from '../../lib/api';
import { isSignedIn } from '../../lib/cookies';
import { site } from '../../lib/site';
import { Icon } from '../icon';

const CART_PARAM_VALUES = ['true', '1'];

export function CartLink() {
  const [params] = useSearchParams();
  const forced = CART_PARAM_VALUES.includes(params.get('cart') ?? '');
  const signedIn = isSignedIn();
  const { data } = useQuery({
    queryKey: ['cartCount'],
    enabled: signedIn && site.flags.showCart,
    staleTime: 60_000,
    // Cart failures are only logged (spec section 8): the icon stays hidden.
    queryFn: async () => {
      const { data: answer } = await api.GET('/middleware/cart/count', {
        params: { query: { v: String(Date.now()) } },
      });
      return answer?.Response ?? 0;
    },
  });
  const count = data ?? 0;
  if (!forced && (!site.flags.showCart || count === 0)) return null;
  const href = count > 0 ? `${site.careerServicesHost}/cart` : site.careerServicesHost;
  return (
    <a
      className="cart-link"
      href={href}
      aria-label={count > 0 ? `Cart, ${count} items` : 'Cart, empty'}
    >
      <Icon name="wallet" />
      {count > 0 ? <span className="cart-count">{count}</span> : null}
    </a>
  );
}
