// {career-services-host}/cart (spec section 2; audit row A29): the cart icon's target when the cart
// has items. The contract has the cart's count only (no contents and no checkout), so this page
// says how many items wait and leads on to the career services where they are bought.
import { useId } from 'react';
import { useCartCount } from '../../../api/get-cart-count';
import { site } from '../../../lib/site';
import '../cart.css';

export function CartPage() {
  const titleId = useId();
  const cart = useCartCount(true);
  return (
    <section className="container page cart-page" aria-labelledby={titleId}>
      <h1 id={titleId} className="page-title">
        Your cart
      </h1>
      {cart.isPending ? (
        <p className="card empty-state" role="status" aria-busy="true">
          Loading your cart…
        </p>
      ) : cart.isError ? (
        <div className="card empty-state" role="alert">
          <p>We could not load your cart.</p>
          <button type="button" className="button" onClick={() => void cart.refetch()}>
            Try again
          </button>
        </div>
      ) : cart.data === 0 ? (
        <div className="card empty-state">
          <p>Your cart is empty.</p>
          <a className="button" href={site.careerServicesHost}>
            Browse career services
          </a>
        </div>
      ) : (
        <div className="card cart-summary">
          <p>
            You have <strong>{cart.data}</strong> {cart.data === 1 ? 'service' : 'services'} in your
            cart.
          </p>
          <p className="cart-note">
            Resume writing, career booster and the other services are paid for at career services.
          </p>
          <a className="button" href={site.careerServicesHost}>
            Continue to career services
          </a>
        </div>
      )}
    </section>
  );
}
