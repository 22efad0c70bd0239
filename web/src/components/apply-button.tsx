// Apply / Applied for one job, on the result cards and the job detail. A seeker's press runs the
// apply sequence (canJobApply, then jobApply, or jobApplyAor for a job applied on the employer's
// site) and goes to the applied-success page; every list that shows the job is refreshed, so it
// shows Applied without a reload. A guest signs in first and the apply happens on the way back
// (autoApplyAction). A failure stays beside the button until the next press, and an ended session
// signs in again and applies on the way back (action-failure.tsx).
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { canJobApply } from '../api/can-job-apply';
import { jobApply } from '../api/job-apply';
import { jobApplyAor } from '../api/job-apply-aor';
import { JOB_STATE_KEYS } from '../api/job-state-keys';
import { invalidate } from '../lib/api';
import { isSignedIn } from '../lib/cookies';
import { signInThenDo } from '../lib/pending-action';
import { InlineFailure, useActionFailure } from './action-failure';
import { ResumeNeededDialog } from './resume-needed-dialog';
import { SlowNotice } from './slow-notice';
import { usePendingAction } from './use-pending-action';
import './job-actions.css';
import { site } from '../lib/site';

/** Said after a company-site Apply's name: the employer's page opens in a new tab. */
const NEW_TAB_HINT = ' (opens in a new tab)';

/** canJobApply said no without saying why (ours). */
const CANNOT_APPLY_MESSAGE = 'You cannot apply to this job.';

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
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  // Applied here before the page's data says so (the refetch is under way).
  const [appliedHere, setAppliedHere] = useState(false);
  const done = applied || appliedHere;
  // canJobApply's RESUME_MISSING message while the upload dialog is open.
  const [resumeNeeded, setResumeNeeded] = useState<string>();
  const failure = useActionFailure(() =>
    signInThenDo('apply', location, 'job', jobId, site.flags.autoApply),
  );

  function busy(value: boolean) {
    setPending(value);
    onPendingChange?.(value);
  }

  async function apply() {
    busy(true);
    failure.clear();
    try {
      const check = await canJobApply(jobId);
      if (!check.canApply) {
        if (check.reason === 'ALREADY_APPLIED') setAppliedHere(true);
        if (check.reason === 'RESUME_MISSING') {
          setResumeNeeded(check.message ?? CANNOT_APPLY_MESSAGE);
          return;
        }
        failure.say(check.message ?? CANNOT_APPLY_MESSAGE);
        return;
      }
      if (check.redirectUrl) {
        // A company-site job: the visit is recorded apart from applications (the job is not
        // marked applied) and the employer's page opens in a new tab. window.open answers null
        // when asked for 'noopener', so the opener is cut by hand; a browser that refuses the
        // tab gets the page in this one.
        const answer = await jobApplyAor(jobId);
        void invalidate(queryClient, JOB_STATE_KEYS);
        const opened = window.open(answer.redirectUrl, '_blank');
        if (opened) opened.opener = null;
        else window.location.assign(answer.redirectUrl);
        return;
      }
      const answer = await jobApply(jobId, source);
      setAppliedHere(true);
      await invalidate(queryClient, JOB_STATE_KEYS);
      if (answer.redirectUrl.startsWith('/') && !answer.redirectUrl.startsWith('//'))
        void navigate(answer.redirectUrl);
      else window.location.assign(answer.redirectUrl);
    } catch (error: unknown) {
      failure.report(error);
    } finally {
      busy(false);
    }
  }

  usePendingAction('apply', 'job', jobId, () => {
    if (!done) void apply();
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
          if (!isSignedIn())
            return signInThenDo('apply', location, 'job', jobId, site.flags.autoApply);
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
        onCancel={() => setResumeNeeded(undefined)}
        onUploaded={() => {
          setResumeNeeded(undefined);
          void apply();
        }}
      />
    </>
  );
}
