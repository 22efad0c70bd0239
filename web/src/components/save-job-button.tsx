// Save / Saved for one job (spec section 2), on the results and on the job detail. A guest goes to
// the seeker login and comes back here; a seeker's save or unsave shows its outcome in a toast.
// The button shows `saved` as the page's query has it: `invalidates` names that query, which is
// fetched again after a change, so the button flips with the page's data.
import type { QueryKey } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { seekerLoginUrl } from '../../../openapi/vocabulary/routes';
import { failureMessage } from '../../../openapi/errors';
import { useSaveJob } from '../api/save-job';
import { useUnsaveJob } from '../api/unsave-job';
import { isSignedIn } from '../lib/cookies';
import { showToast } from './toast';

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
  const save = useSaveJob(invalidates);
  const unsave = useUnsaveJob(invalidates);
  const pending = save.isPending || unsave.isPending;
  const text = saved ? 'Saved' : 'Save';

  async function toggle() {
    onPendingChange?.(true);
    try {
      await (saved ? unsave : save).mutateAsync({ body: { jobId } });
      showToast({
        message: saved ? 'Job removed from saved jobs' : 'Job saved',
        tone: 'success',
        kind: 'default',
      });
    } catch (error: unknown) {
      showToast({ message: failureMessage(error), tone: 'failure', kind: 'default' });
    } finally {
      onPendingChange?.(false);
    }
  }

  return (
    <button
      type="button"
      className={['button button-outline', className, saved ? 'saved' : undefined]
        .filter(Boolean)
        .join(' ')}
      aria-pressed={saved}
      aria-label={title === undefined ? undefined : `${text}: ${title}`}
      disabled={disabled || pending}
      onClick={() => {
        if (!isSignedIn()) {
          window.location.assign(seekerLoginUrl(`${location.pathname}${location.search}`));
          return;
        }
        void toggle();
      }}
    >
      {text}
    </button>
  );
}
