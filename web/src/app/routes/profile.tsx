import { RequireSeeker } from '../../components/require-seeker';
import { ProfilePage } from '../../features/profile/components/profile-page';

export default function ProfileScreen() {
  return (
    <RequireSeeker>
      <ProfilePage />
    </RequireSeeker>
  );
}
