// Manage Job Alert (/seeker/job-alert-list): the seeker's alerts, each edited in place or deleted
// after a confirmation.
import { useState } from 'react';
import type { Schemas } from '../../../../../openapi/client';
import { ROUTE } from '../../../../../openapi/vocabulary/routes';
import { DeleteAction } from '../../../components/delete-action';
import { EditScope, useEditScope } from '../../../components/edit-form';
import { showToast } from '../../../components/toast';
import { alertInput, frequencyName, valuesOf } from '../alert-form-state';
import { useDeleteJobAlert } from '../api/delete-job-alert';
import { useEditJobAlert } from '../api/edit-job-alert';
import { useJobAlerts } from '../api/get-job-alerts';
import { AlertForm } from './alert-form';
import '../job-alerts.css';
import { failureText } from '../../../lib/call-failure';

/** Announced when an alert is edited and its form closes (ours; the spec is silent). */
const ALERT_SAVED = 'Job alert updated';

function AlertFacts({ alert }: { alert: Schemas['JobAlert'] }) {
  return (
    <dl className="alert-facts">
      <dt>Keywords</dt>
      <dd>{alert.keywords}</dd>
      {alert.locations ? (
        <>
          <dt>Locations</dt>
          <dd>{alert.locations}</dd>
        </>
      ) : null}
      <dt>Frequency</dt>
      <dd>{frequencyName(alert.frequency)}</dd>
      <dt>Sent to</dt>
      <dd>{alert.email}</dd>
    </dl>
  );
}

/** One alert: its facts with Edit and Delete, or its form in place (an edit scope). */
function AlertItem({ alert }: { alert: Schemas['JobAlert'] }) {
  const [editing, setEditing] = useState(false);
  const edit = useEditJobAlert();
  const remove = useDeleteJobAlert();
  const scope = useEditScope<HTMLLIElement>(ALERT_SAVED);
  const headingId = `alert-${alert.id}`;
  return (
    <EditScope value={scope.value}>
      <li className="alert-item" aria-labelledby={headingId} {...scope.props}>
        <h3 id={headingId}>{alert.name}</h3>
        {scope.status}
        {editing ? (
          <AlertForm
            initial={valuesOf(alert)}
            askEmail={false}
            submitLabel="Save changes"
            busy={edit.isPending}
            onSubmit={async (values) => {
              await edit.mutateAsync({
                params: { path: { alertId: alert.id } },
                body: alertInput(values, false),
              });
              setEditing(false);
            }}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <>
            <AlertFacts alert={alert} />
            <div className="alert-actions">
              <button
                type="button"
                className="button button-outline"
                aria-label={`Edit job alert ${alert.name}`}
                onClick={() => setEditing(true)}
              >
                Edit
              </button>
              <DeleteAction
                what={`job alert ${alert.name}`}
                label={`Delete job alert ${alert.name}`}
                className="button button-outline"
                confirm={{
                  title: 'Delete this job alert?',
                  message: `“${alert.name}” will stop sending you jobs.`,
                  confirmLabel: 'Delete job alert',
                }}
                run={async () => {
                  await remove.mutateAsync({ params: { path: { alertId: alert.id } } });
                  showToast({ message: 'Job alert deleted', tone: 'success', kind: 'default' });
                }}
              >
                Delete
              </DeleteAction>
            </div>
          </>
        )}
      </li>
    </EditScope>
  );
}

export function JobAlertList() {
  const { data, error, isPending, refetch } = useJobAlerts();

  let body;
  if (isPending) {
    body = (
      <p role="status" className="alerts-note">
        Loading your job alerts…
      </p>
    );
  } else if (error || !data) {
    body = (
      <div role="alert" className="alerts-error">
        <p className="field-error">We couldn't load your job alerts. {failureText(error)}</p>
        <button type="button" className="button button-outline" onClick={() => void refetch()}>
          Try again
        </button>
      </div>
    );
  } else if (data.alerts.length === 0) {
    body = <p className="alerts-note">You have no job alerts yet.</p>;
  } else {
    body = (
      <ul className="alert-list">
        {data.alerts.map((alert) => (
          <AlertItem key={alert.id} alert={alert} />
        ))}
      </ul>
    );
  }

  return (
    <section className="card alerts-card" aria-labelledby="alerts-title">
      <div className="alerts-head">
        <h2 id="alerts-title">Job alerts</h2>
        <a className="button" href={ROUTE.freeJobAlert}>
          Create job alert
        </a>
      </div>
      {body}
    </section>
  );
}
