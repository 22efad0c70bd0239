// What the four accomplishment lists share (spec section 3): each list is saved whole
// (editAccomplishments replaces the list sent), so adding and removing are the same call; a list
// is a profile section with its entries, a Remove button each, and an add form.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { Schemas } from '../../../../../openapi/client';
import { PROFILE_FORM_MESSAGES } from '../../../../../openapi/vocabulary/profile-messages';
import type { ProfileAnchor } from '../../../../../openapi/vocabulary/routes';
import { YearSelect, yearsBack } from '../../../components/date-selects';
import { TextField } from '../../../components/form-field';
import { useEditAccomplishments } from '../api/edit-accomplishments';
import { ProfileSection } from './profile-section';
import { DeleteAction } from '../../../components/delete-action';
import { FormActions } from '../../../components/edit-form';

export type AccomplishmentsInput = Schemas['AccomplishmentsInput'];

export const WEB_ADDRESS = /^https?:\/\/\S+$/;
/** The years an accomplishment can be dated: this many back from this one. */
export const ACCOMPLISHMENT_YEARS = 50;
/** Text fields hold at most this much; web addresses more. */
export const TEXT_MAX = 100;
export const ADDRESS_MAX = 500;

export interface Saver {
  save: (body: AccomplishmentsInput, onDone?: () => void) => void;
  /** Saves the list without one entry; rejects when the call fails (the Remove button says so). */
  remove: (body: AccomplishmentsInput) => Promise<unknown>;
  /** The failed add, for the form's failure line; undefined when none. */
  error: unknown;
  busy: boolean;
}

export function useSaver(): Saver {
  const save = useEditAccomplishments();
  const remove = useEditAccomplishments();
  return {
    save: (body, onDone) => save.mutate({ body }, onDone ? { onSuccess: onDone } : {}),
    remove: (body) => remove.mutateAsync({ body }),
    error: save.isError ? save.error : undefined,
    busy: save.isPending,
  };
}

export const optionalYear = (value: string | undefined) => (value ? { year: Number(value) } : {});
export const optionalText = (key: string, value: string | undefined) =>
  value?.trim() ? { [key]: value.trim() } : {};

interface EntryField {
  key: string;
  label: string;
  required?: boolean;
  url?: boolean;
  year?: boolean;
}

/** A small form of two or three fields that appends one entry to a list. */
export function EntryForm({
  label,
  fields,
  onSave,
  onDone,
  saver,
}: {
  label: string;
  fields: EntryField[];
  onSave: (values: Record<string, string>) => void;
  onDone: () => void;
  saver: Saver;
}) {
  const id = useId();
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    for (const field of fields) {
      const value = (values[field.key] ?? '').trim();
      if (field.required && !value) found[field.key] = PROFILE_FORM_MESSAGES.required;
      else if (field.url && value && !WEB_ADDRESS.test(value))
        found[field.key] = PROFILE_FORM_MESSAGES.url;
    }
    setErrors(found);
    if (Object.keys(found).length === 0) onSave(values);
  };
  const change = (key: string) => (value: string) => setValues({ ...values, [key]: value });
  return (
    <form className="profile-form" onSubmit={onSubmit} noValidate aria-label={label}>
      <div className="form-grid">
        {fields.map((field) =>
          field.year ? (
            <YearSelect
              key={field.key}
              id={`${id}-${field.key}`}
              label={field.label}
              years={yearsBack(ACCOMPLISHMENT_YEARS)}
              value={values[field.key] ?? ''}
              onChange={change(field.key)}
            />
          ) : (
            <TextField
              key={field.key}
              id={`${id}-${field.key}`}
              label={field.label}
              value={values[field.key] ?? ''}
              maxLength={field.url ? ADDRESS_MAX : TEXT_MAX}
              error={errors[field.key]}
              onChange={change(field.key)}
            />
          ),
        )}
      </div>
      <FormActions busy={saver.busy} onCancel={onDone} failure={saver.error} />
    </form>
  );
}

export interface ListItem {
  key: string;
  body: ReactNode;
  /** Saves the list without this entry; rejects when the call fails. */
  remove: () => Promise<unknown>;
  /** What the Remove button removes, for screen readers and its failure line. */
  name: string;
}

/** A list's section: its entries with Remove, an empty line, and the add form when open. */
export function ListBlock({
  title,
  anchor,
  addLabel,
  empty,
  items,
  form,
}: {
  title: string;
  /** The section's id, for links to it (profileSectionPath). */
  anchor?: ProfileAnchor;
  addLabel: string;
  empty: string;
  items: ListItem[];
  form: (done: () => void) => ReactNode;
}) {
  const [adding, setAdding] = useState(false);
  return (
    <ProfileSection
      title={title}
      id={anchor}
      action={
        adding ? null : (
          <button type="button" className="link-button" onClick={() => setAdding(true)}>
            {addLabel}
          </button>
        )
      }
    >
      {adding ? form(() => setAdding(false)) : null}
      {items.length === 0 && !adding ? <p className="profile-empty">{empty}</p> : null}
      <ul className="profile-list">
        {items.map((item) => (
          <li key={item.key} className="profile-entry">
            <div>{item.body}</div>
            <div className="profile-entry-actions">
              <DeleteAction what={item.name} run={item.remove}>
                Remove<span className="visually-hidden"> {item.name}</span>
              </DeleteAction>
            </div>
          </li>
        ))}
      </ul>
    </ProfileSection>
  );
}
