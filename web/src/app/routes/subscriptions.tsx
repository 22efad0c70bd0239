import { RequireSeeker } from '../../components/require-seeker';
import { SubscriptionsPage } from '../../features/account/components/subscriptions-page';

export default function SubscriptionsPageScreen() {
  return (
    <RequireSeeker>
      <SubscriptionsPage />
    </RequireSeeker>
  );
}
