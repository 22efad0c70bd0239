// Manage Job Alert (/seeker/job-alert-list): the seeker's alerts, each edited in place or deleted
// after a confirmation.
import { useState } from 'react';
import type { Schemas } from '../../../../../openapi/client';
import { failureMessage } from '../../../../../openapi/errors';
import { ROUTE } from '../../../../../openapi/vocabulary/routes';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { showToast } from '../../../components/toast';
import { alertInput, frequencyName, valuesOf } from '../alert-form-state';
import { useDeleteJobAlert } from '../api/delete-job-alert';
import { useEditJobAlert } from '../api/edit-job-alert';
import { useJobAlerts } from '../api/get-job-alerts';
import { AlertForm } from './alert-form';
import '../job-alerts.css';

function AlertItem({
  alert,
  onDelete,
}: {
  alert: Schemas['JobAlert'];
  onDelete: (alert: Schemas['JobAlert']) => void;
}) {
  const [editing, setEditing] = useState(false);
  const edit = useEditJobAlert();
  const headingId = `alert-${alert.id}`;
  return (
    <li className="alert-item" aria-labelledby={headingId}>
      <h3 id={headingId}>{alert.name}</h3>
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
            showToast({ message: 'Job alert updated', tone: 'success', kind: 'default' });
          }}
          extraActions={
            <button
              type="button"
              className="button button-outline"
              onClick={() => setEditing(false)}
            >
              Cancel
            </button>
          }
        />
      ) : (
        <>
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
          <div className="alert-actions">
            <button
              type="button"
              className="button button-outline"
              aria-label={`Edit job alert ${alert.name}`}
              onClick={() => setEditing(true)}
            >
              Edit
            </button>
            <button
              type="button"
              className="button button-outline"
              aria-label={`Delete job alert ${alert.name}`}
              onClick={() => onDelete(alert)}
            >
              Delete
            </button>
          </div>
        </>
      )}
    </li>
  );
}

export function JobAlertList() {
  const { data, error, isPending, refetch } = useJobAlerts();
  const remove = useDeleteJobAlert();
  const [deleting, setDeleting] = useState<Schemas['JobAlert']>();

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
        <p className="field-error">We couldn't load your job alerts. {failureMessage(error)}</p>
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
          <AlertItem key={alert.id} alert={alert} onDelete={setDeleting} />
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
      <ConfirmDialog
        open={deleting !== undefined}
        title="Delete this job alert?"
        message={deleting ? `“${deleting.name}” will stop sending you jobs.` : ''}
        confirmLabel="Delete job alert"
        busy={remove.isPending}
        onCancel={() => setDeleting(undefined)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(
            { params: { path: { alertId: deleting.id } } },
            {
              onSuccess: () => {
                setDeleting(undefined);
                showToast({ message: 'Job alert deleted', tone: 'success', kind: 'default' });
              },
              onError: (failure: unknown) => {
                setDeleting(undefined);
                showToast({ message: failureMessage(failure), tone: 'failure', kind: 'default' });
              },
            },
          );
        }}
      />
    </section>
  );
}
