// Sessions for the run: signing in through the contract's sign-in operation with a test account,
// and a signed-out session (signed in, then signed out) for the ignored_auth cases.
import type { ContractDocument, ContractOperation } from '../../openapi/runtime/contract';
import type { Case } from './cases';
import { send, type Transport } from './http';
import { buildCase, encodeBody, type ParamValues } from './requests';
import type { Rng } from '../../sim-server/catalogue/rng';
import { sample, type KnownValues } from './samples';

export interface Credentials {
  username: string;
  password: string;
  signIn: string;
  signOut: string;
}

/** The Cookie header for the cookies an answer set (those not expired). */
export function cookiesOf(headers: Headers): string {
  const pairs: string[] = [];
  for (const line of headers.getSetCookie()) {
    const [pair, ...attributes] = line.split(';');
    if (!pair || attributes.some((a) => /max-age=0\b/i.test(a.trim()))) continue;
    pairs.push(pair.trim());
  }
  return pairs.join('; ');
}

export function signInCase(
  operation: ContractOperation,
  credentials: Credentials,
  siteValues: ParamValues,
  rng: Rng,
  known: KnownValues,
): Case {
  const media = operation.body;
  const form = media ? sample(media.schema, 'required', rng, known) : {};
  const body =
    typeof form === 'object' && form !== null && !Array.isArray(form)
      ? { ...form, username: credentials.username, password: credentials.password }
      : form;
  return buildCase(operation, siteValues, media ? encodeBody(media, body) : undefined, {
    kind: 'positive',
    label: 'sign in with the test account',
    session: 'none',
  });
}

/** Signs in; answers the case, its outcome and the session's Cookie header. */
export async function signIn(
  transport: Transport,
  contract: ContractDocument,
  credentials: Credentials,
  siteValues: (operation: ContractOperation) => ParamValues,
  rng: Rng,
  known: KnownValues,
) {
  const operation = contract.byId.get(credentials.signIn);
  if (!operation) throw new Error(`The contract has no sign-in operation ${credentials.signIn}.`);
  const testCase = signInCase(operation, credentials, siteValues(operation), rng, known);
  const outcome = await send(transport, testCase);
  const cookie = outcome.answer ? cookiesOf(outcome.answer.headers) : '';
  return { operation, testCase, outcome, cookie };
}

/** Signs out the session of `cookie` (it stays in hand, to be refused later). */
export async function signOut(
  transport: Transport,
  contract: ContractDocument,
  credentials: Credentials,
  siteValues: (operation: ContractOperation) => ParamValues,
  cookie: string,
): Promise<void> {
  const operation = contract.byId.get(credentials.signOut);
  if (!operation) return;
  const testCase = buildCase(operation, siteValues(operation), undefined, {
    kind: 'positive',
    label: 'sign out',
    session: 'signedOut',
  });
  await send({ ...transport, cookies: { ...transport.cookies, signedOut: cookie } }, testCase);
}
