import { RequireSeeker } from '../../components/require-seeker';
import { SettingsPage } from '../../features/account/components/settings-page';

export default function SettingsScreen() {
  return (
    <RequireSeeker>
      <SettingsPage />
    </RequireSeeker>
  );
}
