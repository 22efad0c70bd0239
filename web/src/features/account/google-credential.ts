// A Google credential for linking, from the site's sign-in script (`thirdPartyScripts.socialSignIn`:
// Google Identity Services in a real deployment, the simulator's stand-in here). The script's
// object is checked at run time, since it comes from another party.
import { loadScript } from '../../lib/load-script';
import { site } from '../../lib/site';

interface PromptMoment {
  isNotDisplayed(): boolean;
  isSkippedMoment(): boolean;
  isDismissedMoment(): boolean;
  getDismissedReason(): string;
}

interface AccountsId {
  initialize(config: { client_id: string; callback: (r: { credential: string }) => void }): void;
  prompt(listener?: (moment: PromptMoment) => void): void;
}

function isAccountsId(value: unknown): value is AccountsId {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof Reflect.get(value, 'initialize') === 'function' &&
    typeof Reflect.get(value, 'prompt') === 'function'
  );
}

function accountsId(): AccountsId | undefined {
  const google: unknown = Reflect.get(window, 'google');
  const accounts: unknown =
    typeof google === 'object' && google ? Reflect.get(google, 'accounts') : undefined;
  const id: unknown =
    typeof accounts === 'object' && accounts ? Reflect.get(accounts, 'id') : undefined;
  return isAccountsId(id) ? id : undefined;
}

/** Google says so when the prompt closes because it handed over a credential. */
const CREDENTIAL_RETURNED = 'credential_returned';

/** The chosen account's credential, or undefined when the person closed the prompt. */
export async function googleCredential(): Promise<string | undefined> {
  const { scriptUrl, clientId } = site.thirdPartyScripts.socialSignIn;
  await loadScript(scriptUrl);
  const sdk = accountsId();
  if (!sdk) throw new Error('The Google sign-in script is not available.');
  return new Promise((resolve) => {
    sdk.initialize({ client_id: clientId, callback: ({ credential }) => resolve(credential) });
    sdk.prompt((moment) => {
      const closed =
        moment.isNotDisplayed() ||
        moment.isSkippedMoment() ||
        (moment.isDismissedMoment() && moment.getDismissedReason() !== CREDENTIAL_RETURNED);
      if (closed) resolve(undefined);
    });
  });
}
