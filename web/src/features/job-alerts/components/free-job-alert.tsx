// /seeker/free-job-alert (spec section 2; opened in a new tab from the results): create a job
// alert. A guest gives the email the alerts go to; a seeker's go to their primary email.
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ROUTE } from '../../../../../openapi/vocabulary/routes';
import { useSession } from '../../../api/get-current-user';
import { PageLoading } from '../../../components/page-loading';
import { searchName } from '../../../lib/search-name';
import {
  alertInput,
  DEFAULT_FREQUENCY,
  frequencyName,
  type AlertValues,
} from '../alert-form-state';
import { useCreateJobAlert } from '../api/create-job-alert';
import { AlertForm } from './alert-form';
import '../job-alerts.css';

function initialValues(params: URLSearchParams): AlertValues {
  const keywords = params.get('query') ?? '';
  const locations = params.get('locations') ?? '';
  return {
    name: searchName(keywords, locations),
    keywords,
    locations,
    experience: '',
    frequency: DEFAULT_FREQUENCY,
    email: '',
  };
}

export default function FreeJobAlertScreen() {
  const [params] = useSearchParams();
  const session = useSession({ verify: true });
  const create = useCreateJobAlert();
  const [created, setCreated] = useState<{ name: string; email: string; frequency: string }>();
  const signedIn = session.status === 'signedIn';

  if (session.status === 'checking') return <PageLoading />;
  return (
    <div className="container page alerts-page">
      <section className="card alerts-card" aria-labelledby="free-alert-title">
        <h1 id="free-alert-title" className="page-title">
          Create a free job alert
        </h1>
        {created ? (
          <div role="status" className="alert-created">
            <p>
              Job alert “{created.name}” created. We will email new matching jobs to{' '}
              <strong>{created.email}</strong> {created.frequency.toLowerCase()}.
            </p>
            <p className="alert-actions">
              {signedIn ? (
                <Link className="button" to={ROUTE.manageJobAlert}>
                  Manage job alerts
                </Link>
              ) : null}
              <button
                type="button"
                className="button button-outline"
                onClick={() => setCreated(undefined)}
              >
                Create another alert
              </button>
            </p>
          </div>
        ) : (
          <>
            <p>
              Tell us what you are looking for and we will send you new jobs that match.
              {signedIn ? ' Alerts go to your primary email.' : null}
            </p>
            <AlertForm
              initial={initialValues(params)}
              askEmail={!signedIn}
              submitLabel="Create job alert"
              busy={create.isPending}
              onSubmit={async (values) => {
                const alert = await create.mutateAsync({ body: alertInput(values, !signedIn) });
                setCreated({
                  name: alert.name,
                  email: alert.email,
                  frequency: frequencyName(alert.frequency),
                });
              }}
            />
          </>
        )}
      </section>
    </div>
  );
}
