// The apply sequence behind ApplyButton (apply-button.tsx): canJobApply, then jobApply (to the
// applied-success page) or jobApplyAor (the employer's page in a new tab), the lists that show the
// job refreshed; a missing resume opens the upload dialog, and a failure stays beside the button.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router';
import { canJobApply } from '../api/can-job-apply';
import { jobApply } from '../api/job-apply';
import { jobApplyAor } from '../api/job-apply-aor';
import { JOB_STATE_KEYS } from '../api/job-state-keys';
import { invalidate } from '../lib/api';
import { signInThenDo } from '../lib/pending-action';
import { site } from '../lib/site';
import { useActionFailure } from './action-failure';
import { usePendingAction } from './use-pending-action';

/** canJobApply said no without saying why (ours). */
const CANNOT_APPLY_MESSAGE = 'You cannot apply to this job.';

/**
 * A company-site job: the visit is recorded apart from applications (the job is not marked
 * applied) and the employer's page opens in a new tab. window.open answers null when asked for
 * 'noopener', so the opener is cut by hand; a browser that refuses the tab gets the page in this one.
 */
async function visitCompanySite(jobId: string, queryClient: QueryClient) {
  const answer = await jobApplyAor(jobId);
  void invalidate(queryClient, JOB_STATE_KEYS);
  const opened = window.open(answer.redirectUrl, '_blank');
  if (opened) opened.opener = null;
  else window.location.assign(answer.redirectUrl);
}

/** Goes to the applied-success page: a path of this app in place, anything else by the browser. */
function goTo(url: string, navigate: NavigateFunction) {
  if (url.startsWith('/') && !url.startsWith('//')) void navigate(url);
  else window.location.assign(url);
}

export function useApply({
  jobId,
  done,
  source,
  onApplied,
  onPendingChange,
}: {
  jobId: string;
  /** Applied already: a pending apply from a sign-in does not run again. */
  done: boolean;
  source: string;
  onApplied: () => void;
  onPendingChange: ((pending: boolean) => void) | undefined;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  // canJobApply's RESUME_MISSING message while the upload dialog is open.
  const [resumeNeeded, setResumeNeeded] = useState<string>();
  const signInThenApply = () => signInThenDo('apply', location, 'job', jobId, site.flags.autoApply);
  const failure = useActionFailure(signInThenApply);

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
        if (check.reason === 'ALREADY_APPLIED') onApplied();
        if (check.reason === 'RESUME_MISSING') {
          setResumeNeeded(check.message ?? CANNOT_APPLY_MESSAGE);
          return;
        }
        failure.say(check.message ?? CANNOT_APPLY_MESSAGE);
        return;
      }
      if (check.redirectUrl) return await visitCompanySite(jobId, queryClient);
      const answer = await jobApply(jobId, source);
      onApplied();
      await invalidate(queryClient, JOB_STATE_KEYS);
      goTo(answer.redirectUrl, navigate);
    } catch (error: unknown) {
      failure.report(error);
    } finally {
      busy(false);
    }
  }

  usePendingAction('apply', 'job', jobId, () => {
    if (!done) void apply();
  });

  return {
    pending,
    failure,
    resumeNeeded,
    closeResumeDialog: () => setResumeNeeded(undefined),
    apply,
    signInThenApply,
  };
}
