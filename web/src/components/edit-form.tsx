// Edit forms that keep the keyboard seeker's place (issue 27, item 9), held once for every form
// opened in place by a button (the profile's sections, a job alert's Edit, "Save this search"):
// - the form opens with focus on its first field;
// - Esc closes it like Cancel;
// - when it closes, focus goes back to the button that opened it (found again by its accessible
//   name inside the scope, as the button is usually drawn anew), else to the scope's heading;
// - a form that closes after a submit (not after Cancel or Esc) was saved: the scope's live region
//   says so until the next form opens. A failed save keeps the form open.
//
// A scope is the part of the page that holds the opener and the form (a profile section, an alert
// of the list): `useEditScope` gives its props and its status line, `EditScope` shares it with the
// form below, whose `useEditForm` (or `FormActions`, Save and Cancel with that behaviour and the
// shared failure line) does the rest.
//
// A Save that finds the session ended (the UX walk's N5) keeps the form's typed text
// (lib/form-draft.ts) and signs in again, the sign-in page saying why; back on the page, the scope
// opens the form again with the text in it and says so, and the seeker's Save saves it.
import {
  createContext,
  useContext,
  useEffect,
  useEffectEvent,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import {
  DRAFT_RESTORED_MESSAGE,
  SESSION_ENDED_SAVE_MESSAGE,
} from '../../../openapi/vocabulary/messages';
import { forgetDraft, keepDraft, keptDraft, restoreDraft } from '../lib/form-draft';
import { signInAgainFor } from '../lib/sign-in-again';
import { InlineFailure, useActionFailure } from './action-failure';
import './form.css';

export interface EditScopeValue {
  container: RefObject<HTMLElement | null>;
  /** The accessible name of the last button pressed in the scope outside a form. */
  opener: RefObject<string | undefined>;
  /** Says (or, with undefined, stops saying) the scope's save in its live region. */
  announce: (text: string | undefined) => void;
  /** What the live region says after a save ("Personal details saved."); empty: nothing (the
   * save is announced elsewhere, by its toast). */
  savedText: RefObject<string>;
}

const EditScopeContext = createContext<EditScopeValue | undefined>(undefined);

function nameOf(button: HTMLElement): string {
  return (button.getAttribute('aria-label') ?? button.textContent ?? '').trim();
}

/** A scope's name on its page: its heading's words (a profile section, an alert's name). */
function scopeName(container: HTMLElement): string {
  return container.querySelector('h2, h3')?.textContent?.trim() ?? '';
}

const FIRST_FIELD =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

/** The scope's state; spread `props` on its element and show `status` where a save is said. */
export function useEditScope<T extends HTMLElement>(savedText: string) {
  const container = useRef<T>(null);
  const opener = useRef<string | undefined>(undefined);
  const [announcement, announce] = useState<string>();
  const saved = useRef(savedText);
  useEffect(() => {
    saved.current = savedText;
  }, [savedText]);
  const value = useMemo(() => ({ container, opener, announce, savedText: saved }), []);
  useEffect(() => {
    const scope = container.current;
    const name = scope ? scopeName(scope) : '';
    const draft = keptDraft(name);
    if (!scope || !draft) return;
    let gone = false;
    void restoreDraft(scope, draft, () => gone).then((opened) => {
      if (gone) return;
      forgetDraft(name);
      if (opened) announce(DRAFT_RESTORED_MESSAGE);
    });
    return () => {
      gone = true;
    };
  }, []);
  return {
    value,
    props: {
      ref: container,
      onClickCapture: (event: MouseEvent) => {
        const button = event.target instanceof Element ? event.target.closest('button') : null;
        if (button && !button.closest('form')) opener.current = nameOf(button);
      },
    },
    status: <SavedStatus text={announcement} />,
  };
}

export function EditScope({ value, children }: { value: EditScopeValue; children: ReactNode }) {
  return <EditScopeContext value={value}>{children}</EditScopeContext>;
}

/** The scope's live region: empty (and taking no room) until a form of the scope is saved. */
function SavedStatus({ text }: { text: string | undefined }) {
  return (
    <p className="edit-saved" role="status">
      {text}
    </p>
  );
}

/** Focus back to the opener in its scope, else to the scope's heading, else to the scope. */
function returnFocus(scope: EditScopeValue | undefined, name: string | undefined): void {
  const container = scope?.container.current;
  if (!container) return;
  const opener = [...container.querySelectorAll<HTMLElement>('button')].find(
    (button) => button.closest('form') === null && nameOf(button) === name,
  );
  const heading = container.querySelector<HTMLElement>('h2, h3');
  const target = opener ?? heading ?? container;
  if (!opener && !target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus();
}

/**
 * The keyboard behaviour of the form that holds `inside` (see the head of this file). Returns the
 * cancel to call from the form's own Cancel button, so that it does not count as a save.
 */
export function useEditForm(inside: RefObject<HTMLElement | null>, onCancel: () => void) {
  const scope = useContext(EditScopeContext);
  const cancelled = useRef(false);
  const cancelNow = () => {
    cancelled.current = true;
    onCancel();
  };
  const cancel = useEffectEvent(cancelNow);
  useEffect(() => {
    const form = inside.current?.closest('form');
    if (!form) return;
    // The first field; a form whose fields wait for a step (an OTP's code) starts at its button.
    (
      form.querySelector<HTMLElement>(FIRST_FIELD) ??
      form.querySelector<HTMLElement>('button:not([disabled])')
    )?.focus();
    scope?.announce(undefined);
    const opener = scope?.opener.current;
    let submitted = false;
    const onSubmit = () => {
      submitted = true;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      cancel();
    };
    form.addEventListener('submit', onSubmit);
    form.addEventListener('keydown', onKeyDown);
    return () => {
      form.removeEventListener('submit', onSubmit);
      form.removeEventListener('keydown', onKeyDown);
      // Still on the page: this was not the form closing (a development re-run of the effect).
      requestAnimationFrame(() => {
        if (form.isConnected) return;
        const said = scope?.savedText.current;
        if (submitted && !cancelled.current && said) scope.announce(said);
        returnFocus(scope, opener);
      });
    };
  }, [scope, inside]);
  return cancelNow;
}

/**
 * The buttons under an edit form: Save (busy while saving) and Cancel, the form's keyboard
 * behaviour, and a failed save's words on the shared failure line beside them (with the spec's
 * toast), until the seeker saves again. `failure` is the failed call, undefined when none.
 */
export function FormActions({
  busy,
  onCancel,
  failure,
  submitLabel = 'Save',
}: {
  busy: boolean;
  onCancel: () => void;
  failure?: unknown;
  submitLabel?: string;
}) {
  const actions = useRef<HTMLDivElement>(null);
  const cancel = useEditForm(actions, onCancel);
  const scope = useContext(EditScopeContext);
  const line = useActionFailure(() => {
    // The session ended: the typed text waits for the way back, in this tab only.
    const form = actions.current?.closest('form');
    const container = scope?.container.current;
    if (form && container) keepDraft(scopeName(container), scope.opener.current ?? '', form);
    signInAgainFor(SESSION_ENDED_SAVE_MESSAGE);
  });
  const show = useEffectEvent((error: unknown) => {
    if (error === undefined || error === null) line.clear();
    else line.report(error);
  });
  useEffect(() => show(failure), [failure]);
  return (
    <div className="form-actions" ref={actions}>
      <button
        type="submit"
        className="button"
        disabled={busy}
        aria-busy={busy}
        aria-describedby={line.describedBy}
      >
        {busy ? 'Saving…' : submitLabel}
      </button>
      <button type="button" className="button button-outline" onClick={cancel}>
        Cancel
      </button>
      <InlineFailure failure={line} />
    </div>
  );
}
