// One section of the profile page: a heading, what is saved, and an edit or add action that opens
// the section's form in place. Every form of a section behaves alike for the keyboard (issue 27,
// item 9), held here once in FormActions: it opens with focus on its first field, Esc closes it
// like Cancel, focus goes back to the button that opened it (found again by its name, as the
// button is drawn anew), and a save is said in the section's live region until the next edit.
import {
  createContext,
  useContext,
  useEffect,
  useEffectEvent,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { profileSavedMessage } from '../../../../../openapi/vocabulary/profile-messages';

interface SectionEditing {
  title: string;
  section: RefObject<HTMLElement | null>;
  /** The accessible name of the last button pressed in the section outside a form. */
  opener: RefObject<string | undefined>;
  /** Says (or, with undefined, stops saying) the section's save in its live region. */
  announce: (text: string | undefined) => void;
}

const SectionContext = createContext<SectionEditing | undefined>(undefined);

function nameOf(button: HTMLElement): string {
  return (button.getAttribute('aria-label') ?? button.textContent ?? '').trim();
}

const FIRST_FIELD =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

/** Focus back to the opener in its section, or to the section's heading when it is gone. */
function returnFocus(editing: SectionEditing | undefined, name: string | undefined): void {
  const section = editing?.section.current;
  if (!section) return;
  const opener = [...section.querySelectorAll<HTMLElement>('button')].find(
    (button) => button.closest('form') === null && nameOf(button) === name,
  );
  (opener ?? section.querySelector<HTMLElement>('h2'))?.focus();
}

export function ProfileSection({
  title,
  id,
  action,
  children,
}: {
  title: string;
  id?: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  const section = useRef<HTMLElement>(null);
  const opener = useRef<string | undefined>(undefined);
  const [announcement, announce] = useState<string>();
  const editing = useMemo(() => ({ title, section, opener, announce }), [title]);
  return (
    <SectionContext value={editing}>
      <section
        ref={section}
        className="card profile-section"
        id={id}
        aria-labelledby={headingId}
        onClickCapture={(event) => {
          const button = event.target instanceof Element ? event.target.closest('button') : null;
          if (button && !button.closest('form')) opener.current = nameOf(button);
        }}
      >
        <header className="profile-section-head">
          <h2 id={headingId} tabIndex={-1}>
            {title}
          </h2>
          {action}
        </header>
        <p className="profile-saved" role="status">
          {announcement}
        </p>
        {children}
      </section>
    </SectionContext>
  );
}

/** A saved value, or a quiet "Not added" so an empty field still reads as a field. */
export function Detail({ term, value }: { term: string; value: ReactNode }) {
  const empty = value === undefined || value === null || value === '';
  return (
    <div className="profile-detail">
      <dt>{term}</dt>
      <dd className={empty ? 'profile-empty' : undefined}>{empty ? 'Not added' : value}</dd>
    </div>
  );
}

/**
 * The buttons under a form: Save (busy while saving) and Cancel; and the form's keyboard
 * behaviour (see the head of this file). A form that closes after a submit, not after Cancel or
 * Esc, was saved: a failed save keeps it open.
 */
export function FormActions({ busy, onCancel }: { busy: boolean; onCancel: () => void }) {
  const actions = useRef<HTMLDivElement>(null);
  const editing = useContext(SectionContext);
  const cancelled = useRef(false);
  const cancelNow = () => {
    cancelled.current = true;
    onCancel();
  };
  const cancel = useEffectEvent(cancelNow);
  useEffect(() => {
    const form = actions.current?.closest('form');
    if (!form) return;
    form.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
    editing?.announce(undefined);
    const opener = editing?.opener.current;
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
        if (submitted && !cancelled.current) editing?.announce(profileSavedMessage(editing.title));
        returnFocus(editing, opener);
      });
    };
  }, [editing]);
  return (
    <div className="form-actions" ref={actions}>
      <button type="submit" className="button" disabled={busy} aria-busy={busy}>
        {busy ? 'Saving…' : 'Save'}
      </button>
      <button type="button" className="button button-outline" onClick={cancelNow}>
        Cancel
      </button>
    </div>
  );
}

/** A failed save: says why, next to the form, and keeps what the user typed. */
export function SaveError({ message }: { message: string | undefined }) {
  return message ? (
    <p className="field-error" role="alert">
      {message}
    </p>
  ) : null;
}
