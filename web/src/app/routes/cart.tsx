import { RequireSeeker } from '../../components/require-seeker';
import { CartPage } from '../../features/cart/components/cart-page';

export default function Cart() {
  return (
    <RequireSeeker>
      <CartPage />
    </RequireSeeker>
  );
}
