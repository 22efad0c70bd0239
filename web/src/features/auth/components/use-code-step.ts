// The state both code-based forms of the sign-in page share (forgot-password.tsx and
// otp-sign-in.tsx): the title takes the focus on arrival and the code box once a code is sent;
// asking for a code shows the answer's message, signing in with it follows the answer's redirect,
// and either call's failure shows under the form.
import { useEffect, useRef, useState } from 'react';
import { failureText } from '../../../lib/call-failure';

type Answer<T> = Promise<{ data?: T | undefined; error?: unknown }>;

export function useCodeStep() {
  const title = useRef<HTMLHeadingElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const [sent, setSent] = useState<string>();
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => title.current?.focus(), []);
  useEffect(() => {
    if (sent) codeInput.current?.focus();
  }, [sent]);

  /** Asks for a code: the answer's message shows (and the code box opens), or the failure. */
  async function requestCode(call: () => Answer<{ message: string }>) {
    setBusy(true);
    const { data, error } = await call().catch((e: unknown) => ({ data: undefined, error: e }));
    setBusy(false);
    if (data) setSent(data.message);
    else setFailure(failureText(error));
  }

  /** Signs in with the code: the page follows the answer's redirect, or the failure shows. */
  async function signInWith(call: () => Answer<{ redirectUrl: string }>) {
    setBusy(true);
    const { data, error } = await call().catch((e: unknown) => ({ data: undefined, error: e }));
    if (data) {
      window.location.assign(data.redirectUrl);
      return;
    }
    setBusy(false);
    setFailure(failureText(error));
  }

  // The refs apart from the state, which render reads (React's compiler keeps the two apart).
  return {
    title,
    codeInput,
    step: { sent, code, setCode, failure, setFailure, busy, requestCode, signInWith },
  };
}

export type CodeStep = ReturnType<typeof useCodeStep>['step'];
