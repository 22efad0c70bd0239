// Save / Saved: a guest goes to the seeker login and comes back here (spec section 2).
import { useLocation } from 'react-router';
import { seekerLoginUrl } from '../../../../../machines/constants';
import { showToast } from '../../../components/toast';
import { isSignedIn } from '../../../lib/cookies';
import { failureMessage } from '../../../../../openapi/errors';
import { useSaveJob } from '../api/save-job';

export function SaveButton({
  jobId,
  saved,
  title,
}: {
  jobId: string;
  saved: boolean;
  title: string;
}) {
  const location = useLocation();
  const { toggle, pending } = useSaveJob();
  return (
    <button
      type="button"
      className={
        saved ? 'button button-outline save-button saved' : 'button button-outline save-button'
      }
      aria-pressed={saved}
      aria-label={`${saved ? 'Saved' : 'Save'}: ${title}`}
      disabled={pending}
      onClick={() => {
        if (!isSignedIn()) {
          window.location.assign(seekerLoginUrl(`${location.pathname}${location.search}`));
          return;
        }
        toggle(jobId, saved).then(
          () =>
            showToast({
              message: saved ? 'Job removed from saved jobs' : 'Job saved',
              tone: 'success',
              kind: 'default',
            }),
          (error: unknown) =>
            showToast({ message: failureMessage(error), tone: 'failure', kind: 'default' }),
        );
      }}
    >
      {saved ? 'Saved' : 'Save'}
    </button>
  );
}
