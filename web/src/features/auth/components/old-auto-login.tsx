// The old auto-login (spec sections 4, 7, 9), on every page: unless the site's flag switches it
// off, rioAutoLogin is called 10 s after the page loads and, on Status 200, each cookie it returns
// is set when the browser does not have it yet. A failure is only logged.
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { fromTask } from '../../../../../machines/lib/implementations';
import { rioAutoLoginCall } from '../../../../../machines/calls/oldAutoLogin.calls';
import { oldAutoLoginMachine } from '../../../../../machines/oldAutoLogin.machine';
import { setCookieEffect } from '../../../lib/effects';
import { site } from '../../../lib/site';
import { autoLogin } from '../api/auto-login';

export default function OldAutoLogin() {
  const [, send] = useMachine(
    oldAutoLoginMachine.provide({
      actions: {
        setCookie: (_, cookie) => setCookieEffect(cookie),
        logFailure: (_, failure) => console.warn(failure.scope, failure.error),
      },
      actors: {
        rioAutoLogin: fromTask(autoLogin, rioAutoLoginCall),
      },
    }),
  );
  useEffect(() => {
    send({ type: 'autoLogin.init', disabled: !site.flags.oldAutoLogin });
  }, [send]);
  return null;
}
