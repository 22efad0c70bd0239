import { RequireSeeker } from '../../components/require-seeker';
import { ProfilePerformancePage } from '../../features/account/components/profile-performance-page';

export default function ProfilePerformancePageScreen() {
  return (
    <RequireSeeker>
      <ProfilePerformancePage />
    </RequireSeeker>
  );
}
