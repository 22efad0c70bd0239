// /seeker/dashboard: the dashboard feature, with the profile feature's completion cards in its slot.
import { DashboardSeekerCards } from '../dashboard-parts';
import { DashboardScreen } from '../../features/dashboard/components/dashboard-page';

export default function DashboardPage() {
  return <DashboardScreen profileCards={<DashboardSeekerCards />} />;
}
