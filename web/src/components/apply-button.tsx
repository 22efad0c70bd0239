// Apply / Applied for one job, on the result cards and the job detail. A seeker's press runs the
// apply sequence (canJobApply, then jobApply, or jobApplyAor for a job applied on the employer's
// site) and goes to the applied-success page; every list that shows the job is refreshed, so it
// shows Applied without a reload. A guest signs in first and the apply happens on the way back
// (autoApplyAction). A failure stays beside the button until the next press, and an ended session
// signs in again and applies on the way back (action-failure.tsx).
import { useState } from 'react';
import { isSignedIn } from '../lib/cookies';
import { InlineFailure } from './action-failure';
import { NEW_TAB_HINT } from './new-tab-hint';
import { ResumeNeededDialog } from './resume-needed-dialog';
import { SlowNotice } from './slow-notice';
import { useApply } from './use-apply';
import './job-actions.css';

interface Props {
  jobId: string;
  applied: boolean;
  /** The tracking code of the page the apply comes from (jobApply's source). */
  source: string;
  /** Names the job in the accessible name ("Apply: <title>") where several jobs are listed. */
  title?: string;
  className?: string;
  /** The job is applied to on the employer's own site (Job.applyOnCompanySite). */
  companySite?: boolean;
  /** Told when the apply starts and ends, for the page's other actions. */
  onPendingChange?: (pending: boolean) => void;
}

export function ApplyButton({
  jobId,
  applied,
  source,
  title,
  className,
  companySite = false,
  onPendingChange,
}: Props) {
  // Applied here before the page's data says so (the refetch is under way).
  const [appliedHere, setAppliedHere] = useState(false);
  const done = applied || appliedHere;
  const { pending, failure, resumeNeeded, closeResumeDialog, apply, signInThenApply } = useApply({
    jobId,
    done,
    source,
    onApplied: () => setAppliedHere(true),
    onPendingChange,
  });

  const text = done ? 'Applied' : companySite ? 'Apply on company site' : 'Apply';
  const newTab = companySite && !done;
  return (
    <>
      <button
        type="button"
        className={['button button-accent', className, done ? 'applied' : undefined]
          .filter(Boolean)
          .join(' ')}
        aria-label={
          title === undefined ? undefined : `${text}: ${title}${newTab ? NEW_TAB_HINT : ''}`
        }
        aria-busy={pending || undefined}
        aria-describedby={failure.describedBy}
        disabled={done || pending}
        onClick={() => {
          if (!isSignedIn()) return signInThenApply();
          void apply();
        }}
      >
        {pending ? <span className="spinner" aria-hidden="true" /> : null}
        {text}
      </button>
      <InlineFailure failure={failure} />
      {pending ? <SlowNotice pending /> : null}
      <ResumeNeededDialog
        open={resumeNeeded !== undefined}
        message={resumeNeeded ?? ''}
        jobTitle={title}
        onCancel={closeResumeDialog}
        onUploaded={() => {
          closeResumeDialog();
          void apply();
        }}
      />
    </>
  );
}
