// A form's typed text, kept while the seeker signs in again (the UX walk's N5: a Save that found
// the session ended lost every field). The fields are read from the form itself, named by their
// labels, so every edit form keeps its draft without code of its own; the form is opened again
// by the button that opened it and its fields are given back one by one, as typing would (each
// through the element's own value setter and an input or change event, which React's controlled
// fields listen to), so a field that appears after another's choice is there when its turn comes.
// Passwords and files are never kept.
import { forgetReturn, keepForReturn, keptOnReturn } from './sign-in-again';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

interface KeptField {
  key: string;
  value: string;
  checked: boolean;
}

export interface FormDraft {
  /** The accessible name of the button that opened the form. */
  opener: string;
  fields: KeptField[];
}

const KIND = 'draft';
const NOT_KEPT = new Set(['hidden', 'file', 'password', 'submit', 'button', 'reset', 'image']);
/** Frames to wait for the form to open again or a field to appear (a second at 60 fps). */
const WAIT_FRAMES = 60;

function isField(element: Element): element is Field {
  if (element instanceof HTMLInputElement) return !NOT_KEPT.has(element.type) && !element.disabled;
  return (
    (element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement) &&
    !element.disabled
  );
}

/** A label's own words: a field it wraps adds none (a select's options, a textarea's text). */
function ownText(node: Node): string {
  if (node instanceof Element && isField(node)) return '';
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  return [...node.childNodes].map(ownText).join('');
}

/** Each field of the form with a key its label gives (and its place among equally named ones). */
function fieldsOf(form: HTMLFormElement): Array<{ key: string; field: Field }> {
  const seen = new Map<string, number>();
  return [...form.elements].filter(isField).map((field) => {
    const label = field.labels?.[0];
    const name = (label ? ownText(label) : (field.getAttribute('aria-label') ?? field.name)).trim();
    const base = `${field.type}:${name}`;
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    return { key: `${base}:${n}`, field };
  });
}

/** Keeps what the form holds, for the scope named `scope` on this page. */
export function keepDraft(scope: string, opener: string, form: HTMLFormElement): void {
  const fields = fieldsOf(form).map(({ key, field }) => ({
    key,
    value: field.value,
    checked: field instanceof HTMLInputElement && field.checked,
  }));
  keepForReturn(KIND, scope, { opener, fields } satisfies FormDraft);
}

function isDraft(value: unknown): value is FormDraft {
  return (
    typeof value === 'object' &&
    value !== null &&
    'opener' in value &&
    typeof value.opener === 'string' &&
    'fields' in value &&
    Array.isArray(value.fields)
  );
}

/** The draft kept for the scope named `scope` on this page, if any. */
export function keptDraft(scope: string): FormDraft | undefined {
  const value = keptOnReturn(KIND, scope);
  return isDraft(value) ? value : undefined;
}

export function forgetDraft(scope: string): void {
  forgetReturn(KIND, scope);
}

function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}

/** Waits up to WAIT_FRAMES frames for `find` to find something. */
async function waitFor<T>(find: () => T | undefined, stop: () => boolean): Promise<T | undefined> {
  for (let frame = 0; frame < WAIT_FRAMES && !stop(); frame++) {
    const found = find();
    if (found !== undefined) return found;
    await nextFrame();
  }
  return undefined;
}

/** Gives a field its kept value as typing or choosing would. */
function give(field: Field, kept: KeptField): void {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    if (field.checked !== kept.checked) field.click();
    return;
  }
  if (field.value === kept.value) return;
  // The prototype's setter, not `field.value =`: React's tracker would take that for its own.
  const prototype =
    field instanceof HTMLSelectElement
      ? HTMLSelectElement.prototype
      : field instanceof HTMLTextAreaElement
        ? HTMLTextAreaElement.prototype
        : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, kept.value);
  field.dispatchEvent(
    new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
  );
}

/**
 * Opens the form again by its opener inside `container` and gives back its fields; true when the
 * form opened. `stop` says the page moved on (the scope is gone).
 */
export async function restoreDraft(
  container: HTMLElement,
  draft: FormDraft,
  stop: () => boolean,
): Promise<boolean> {
  const opener = [...container.querySelectorAll<HTMLButtonElement>('button')].find(
    (button) =>
      button.closest('form') === null &&
      (button.getAttribute('aria-label') ?? button.textContent ?? '').trim() === draft.opener,
  );
  opener?.click();
  const form = await waitFor(() => container.querySelector('form') ?? undefined, stop);
  if (!form) return false;
  for (const kept of draft.fields) {
    const field = await waitFor(
      () => fieldsOf(form).find(({ key }) => key === kept.key)?.field,
      stop,
    );
    if (field) give(field, kept);
    await nextFrame();
  }
  return true;
}
