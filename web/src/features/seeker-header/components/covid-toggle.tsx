// The 'job affected by COVID-19' Yes/No toggle (spec sections 2, 4, 6, 7), driven by the covid
// toggle machine: a seeker's flag is loaded and each change saved; a guest's press resets it to No
// and goes to the seeker login; failures are only logged and reset it.
import { useMachine } from '@xstate/react';
import { useEffect, useId } from 'react';
import { useLocation } from 'react-router';
import {
  loadCovidFlagCall,
  saveCovidFlagCall,
} from '../../../../../machines/calls/covidToggle.calls';
import { covidToggleMachine } from '../../../../../machines/covidToggle.machine';
import { fromTask } from '../../../../../machines/lib/implementations';
import { COVID_TOGGLE_LABEL } from '../../../../../openapi/vocabulary/messages';
import { navigateEffect } from '../../../lib/effects';
import { editCovidFlag } from '../api/edit-covid-flag';
import { getCovidFlag } from '../api/get-covid-flag';

export function CovidToggle({ signedIn }: { signedIn: boolean }) {
  const id = useId();
  const location = useLocation();
  const [snapshot, send] = useMachine(
    covidToggleMachine.provide({
      actions: {
        navigate: (_, navigation) => navigateEffect(navigation),
        logFailure: (_, failure) => console.warn(failure.scope, failure.error),
      },
      actors: {
        loadCovidFlag: fromTask(getCovidFlag, loadCovidFlagCall),
        saveCovidFlag: fromTask(editCovidFlag, saveCovidFlagCall),
      },
    }),
  );
  const returnPath = `${location.pathname}${location.search}`;
  useEffect(() => {
    send({ type: 'covid.init', signedIn, returnPath });
  }, [send, signedIn, returnPath]);
  const affected = snapshot.context.covidLayoff;
  const loading = snapshot.matches('idle') || snapshot.matches('loading');
  const saving = snapshot.matches('saving');
  const choose = (covidLayoff: boolean) => send({ type: 'covid.toggle', covidLayoff });
  return (
    <fieldset className="covid-toggle" aria-busy={loading || saving || undefined}>
      <legend>{COVID_TOGGLE_LABEL}</legend>
      <label htmlFor={`${id}-yes`}>
        <input
          id={`${id}-yes`}
          type="radio"
          name={id}
          checked={affected}
          disabled={loading}
          onChange={() => choose(true)}
        />
        Yes
      </label>
      <label htmlFor={`${id}-no`}>
        <input
          id={`${id}-no`}
          type="radio"
          name={id}
          checked={!affected}
          disabled={loading}
          onChange={() => choose(false)}
        />
        No
      </label>
      <span className="covid-status" role="status">
        {saving ? 'Saving…' : ''}
      </span>
    </fieldset>
  );
}
