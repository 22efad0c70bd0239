// The bell machine (spec sections 2, 4, 6, 8) with the app's effects: the count comes from
// notificationCount; 0, a missing total or a failure (logged only) hides the badge; opening the
// bell goes to the notifications page. When the notifications page marks notifications as read it
// invalidates the count, and the bell counts again.
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { bellMachine } from '../../../../../machines/bell.machine';
import { notificationCountCall } from '../../../../../machines/calls/bell.calls';
import { fromTask } from '../../../../../machines/lib/implementations';
import {
  notificationCountKey,
  notificationCountQueryOptions,
} from '../../../api/get-notification-count';
import { site } from '../../../lib/site';

export interface Bell {
  /** The bell is on: a signed-in seeker on a site whose properties allow it. */
  shown: boolean;
  /** Unread notifications; 0 shows no badge. */
  count: number;
  open: () => void;
}

function isCountKey(queryKey: readonly unknown[]): boolean {
  return notificationCountKey.every((part, i) => queryKey[i] === part);
}

export function useBell(signedIn: boolean): Bell {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // useMachine keeps the machine of the first render: it is provided once, not on every render.
  const [machine] = useState(() =>
    bellMachine.provide({
      actions: {
        navigate: (_, { url }) => void navigate(url),
        logFailure: (_, failure) => console.warn(failure.scope, failure.error),
      },
      actors: {
        loadNotificationCount: fromTask(
          () => queryClient.fetchQuery(notificationCountQueryOptions()),
          notificationCountCall,
        ),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine);
  useEffect(() => {
    if (signedIn) send({ type: 'bell.init', signedIn, enabled: site.flags.showBell });
  }, [send, signedIn]);
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (
          event.type === 'updated' &&
          event.action.type === 'invalidate' &&
          isCountKey(event.query.queryKey)
        ) {
          send({ type: 'bell.refresh' });
        }
      }),
    [queryClient, send],
  );
  return {
    shown: snapshot.matches('shown'),
    count: snapshot.context.count,
    open: () => send({ type: 'bell.open' }),
  };
}
