// /seeker/my-jobs: the my-jobs feature (applied and saved jobs in full, companies and recruiters
// followed).
import { MyJobsScreen } from '../../features/my-jobs/components/my-jobs-page';

export default function MyJobsPage() {
  return <MyJobsScreen />;
}
