import { RequireSeeker } from '../../components/require-seeker';
import { NotificationsList } from '../../features/notifications/components/notifications-list';

export default function NotificationsPage() {
  return (
    <RequireSeeker>
      <NotificationsList />
    </RequireSeeker>
  );
}
