// Finishes a guest's follow, save or apply once the seeker is back from signing in
// (lib/pending-action.ts has the rule). The page's address loses the target parameter after.
import { useEffect, useEffectEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isSignedIn } from '../lib/cookies';
import {
  claimPendingAction,
  namesPendingTarget,
  withoutTarget,
  type PendingAction,
  type PendingTargetKind,
} from '../lib/pending-action';
import { site } from '../lib/site';

/** Runs `run` once when this page came back from sign-in to do `action` on this target. */
export function usePendingAction(
  action: PendingAction,
  kind: PendingTargetKind,
  id: string | number,
  run: () => void,
): void {
  const location = useLocation();
  const navigate = useNavigate();
  const runOnce = useEffectEvent(run);
  useEffect(() => {
    if (!site.flags.autoApply || !namesPendingTarget(location.search) || !isSignedIn()) return;
    if (!claimPendingAction(action, kind, id, location.search)) return;
    void navigate(`${location.pathname}${withoutTarget(location.search)}`, { replace: true });
    runOnce();
  }, [action, kind, id, location.pathname, location.search, navigate]);
}
