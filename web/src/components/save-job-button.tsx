// Save / Saved for one job (spec section 2), on the results and on the job detail. A guest goes to
// the seeker login and comes back here, where the save happens (autoApplyAction); a seeker's save
// or unsave shows its outcome in a toast; a failure also stays beside the button until the next
// press, and an ended session signs in again and saves on the way back (action-failure.tsx).
// The button shows `saved` as the page's query has it: `invalidates` names that query, which is
// fetched again after a change, so the button flips with the page's data; every other list that
// shows the job is refreshed too (JOB_STATE_KEYS).
import type { QueryKey } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { JOB_STATE_KEYS } from '../api/job-state-keys';
import { useSaveJob } from '../api/save-job';
import { useUnsaveJob } from '../api/unsave-job';
import { isSignedIn } from '../lib/cookies';
import { signInThenDo } from '../lib/pending-action';
import { InlineFailure, useActionFailure } from './action-failure';
import { showToast } from './toast';
import { usePendingAction } from './use-pending-action';
import {
  JOB_REMOVED_FROM_SAVED_MESSAGE,
  JOB_SAVED_MESSAGE,
} from '../../../openapi/vocabulary/messages';
import { site } from '../lib/site';

interface Props {
  jobId: string;
  saved: boolean;
  /** The queries that show this job's saved state. */
  invalidates: readonly QueryKey[];
  /** Names the job in the accessible name ("Save: <title>") where several jobs are listed. */
  title?: string;
  className?: string;
  disabled?: boolean;
  /** Told when a save or unsave starts and ends, for the page's other actions. */
  onPendingChange?: (pending: boolean) => void;
}

export function SaveJobButton({
  jobId,
  saved,
  invalidates,
  title,
  className,
  disabled = false,
  onPendingChange,
}: Props) {
  const location = useLocation();
  const keys = [...invalidates, ...JOB_STATE_KEYS];
  const save = useSaveJob(keys);
  const unsave = useUnsaveJob(keys);
  const pending = save.isPending || unsave.isPending;
  const text = saved ? 'Saved' : 'Save';
  const failure = useActionFailure(() =>
    signInThenDo('save', location, 'job', jobId, site.flags.autoApply),
  );

  async function toggle() {
    onPendingChange?.(true);
    failure.clear();
    try {
      await (saved ? unsave : save).mutateAsync(jobId);
      showToast({
        message: saved ? JOB_REMOVED_FROM_SAVED_MESSAGE : JOB_SAVED_MESSAGE,
        tone: 'success',
        kind: 'default',
      });
    } catch (error: unknown) {
      failure.report(error);
    } finally {
      onPendingChange?.(false);
    }
  }

  usePendingAction('save', 'job', jobId, () => {
    if (!saved) void toggle();
  });

  return (
    <>
      <button
        type="button"
        className={['button button-outline', className, saved ? 'saved' : undefined]
          .filter(Boolean)
          .join(' ')}
        aria-pressed={saved}
        aria-describedby={failure.describedBy}
        aria-label={title === undefined ? undefined : `${text}: ${title}`}
        disabled={disabled || pending}
        onClick={() => {
          if (!isSignedIn())
            return signInThenDo('save', location, 'job', jobId, site.flags.autoApply);
          void toggle();
        }}
      >
        {text}
      </button>
      <InlineFailure failure={failure} />
    </>
  );
}
