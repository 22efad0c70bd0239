// Linking and unlinking the Google account (spec section 7: socialLink, socialUnlink). Linking
// asks the site's Google sign-in script for an account; one that belongs to another user is
// refused with section 8's message.
import { useState } from 'react';
import type { Schemas } from '../../../../../openapi/client';
import { useLinkGoogle } from '../api/link-google';
import { useUnlinkGoogle } from '../api/unlink-google';
import { failureText } from '../../../lib/call-failure';
import { googleCredential } from '../google-credential';

export function LinkedAccounts({ accounts }: { accounts: Schemas['SocialAccount'][] }) {
  const google = accounts.find((a) => a.provider === 'google');
  const linked = google?.status === 'linked';
  const link = useLinkGoogle();
  const unlink = useUnlinkGoogle();
  const [problem, setProblem] = useState<string>();
  const busy = link.isPending || unlink.isPending;

  const onLink = async () => {
    setProblem(undefined);
    try {
      const credential = await googleCredential();
      if (!credential) return;
      link.mutate(
        { body: { socialAccessToken: credential, socialProvider: 'google' } },
        { onError: (e) => setProblem(failureText(e)) },
      );
    } catch (error) {
      setProblem(failureText(error));
    }
  };

  return (
    <div className="linked-accounts">
      <p>
        <strong>Google</strong>:{' '}
        {linked
          ? `linked (${google.email})`
          : google
            ? `not linked (was ${google.email})`
            : 'not linked'}
      </p>
      {linked ? (
        <button
          type="button"
          className="button button-outline"
          disabled={busy}
          onClick={() =>
            unlink.mutate(
              { body: { socialProvider: 'google' } },
              { onError: (e) => setProblem(failureText(e)) },
            )
          }
        >
          Unlink Google account
        </button>
      ) : (
        <button type="button" className="button" disabled={busy} onClick={() => void onLink()}>
          Link Google account
        </button>
      )}
      <p aria-live="polite" className={problem ? 'field-error' : 'notice-success'}>
        {problem ??
          (link.isSuccess && linked
            ? link.data.message
            : unlink.isSuccess && !linked
              ? unlink.data.message
              : null)}
      </p>
    </div>
  );
}
