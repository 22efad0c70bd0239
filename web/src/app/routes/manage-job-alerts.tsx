// Manage Job Alert (/seeker/job-alert-list): the seeker's job alerts and saved searches.
import { RequireSeeker } from '../../components/require-seeker';
import { JobAlertList } from '../../features/job-alerts/components/job-alert-list';
import { SavedSearchList } from '../../features/saved-searches/components/saved-search-list';

export default function ManageJobAlertsScreen() {
  return (
    <RequireSeeker>
      <div className="container page manage-alerts">
        <h1 className="page-title">Manage job alerts</h1>
        <JobAlertList />
        <SavedSearchList />
      </div>
    </RequireSeeker>
  );
}
