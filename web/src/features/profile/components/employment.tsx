// Employment (spec section 3): years and months (0-50, 0-11), designation, organisation,
// description, and whether it is the current job. Each entry can be edited; new ones added.
import { useId, useState, type FormEvent } from 'react';
import type { Schemas } from '../../../../../openapi/client';
import { PROFILE_FORM_MESSAGES } from '../../../../../openapi/vocabulary/profile-messages';
import { ExperienceSelect } from '../../../components/date-selects';
import { FormField, fieldAria } from '../../../components/form-field';
import { useAddEmployment } from '../api/add-employment';
import { useDeleteEmployment } from '../api/delete-employment';
import { useEditEmployment } from '../api/edit-employment';
import { DeleteItem } from './delete-item';
import { ProfileSection } from './profile-section';
import { FormActions } from '../../../components/edit-form';

type Employment = Schemas['WorkExperience'];
type Input = Schemas['WorkExperienceInput'];

const EMPTY: Input = { years: 0, months: 0, designation: '', organisation: '', description: '' };

export function spanText(years: number, months: number): string {
  return `${years} ${years === 1 ? 'year' : 'years'} ${months} ${months === 1 ? 'month' : 'months'}`;
}

// Over 80 lines on purpose: one form: its state, its checks and its fields read together; the
// selects are already the shared ExperienceSelect.
function EmploymentForm({ entry, onDone }: { entry: Employment | undefined; onDone: () => void }) {
  const id = useId();
  const [draft, setDraft] = useState<Input>(() => {
    if (!entry) return EMPTY;
    const { id: _ignored, ...input } = entry;
    return input;
  });
  const [errors, setErrors] = useState<{ designation?: string; organisation?: string }>({});
  const add = useAddEmployment();
  const edit = useEditEmployment();
  const save = entry ? edit : add;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const designation = draft.designation.trim();
    const organisation = draft.organisation.trim();
    const found = {
      ...(designation ? {} : { designation: PROFILE_FORM_MESSAGES.required }),
      ...(organisation ? {} : { organisation: PROFILE_FORM_MESSAGES.required }),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body: Input = {
      ...draft,
      designation,
      organisation,
      ...(draft.description?.trim() ? { description: draft.description.trim() } : {}),
    };
    if (!draft.description?.trim()) delete body.description;
    if (entry) {
      edit.mutate({ params: { path: { employmentId: entry.id } }, body }, { onSuccess: onDone });
    } else {
      add.mutate({ body }, { onSuccess: onDone });
    }
  };

  return (
    <form
      className="profile-form"
      onSubmit={onSubmit}
      noValidate
      aria-label={entry ? `Edit employment at ${entry.organisation}` : 'Add employment'}
    >
      <div className="form-grid">
        <FormField id={`${id}-designation`} label="Designation" error={errors.designation}>
          <input
            id={`${id}-designation`}
            value={draft.designation}
            maxLength={100}
            onChange={(e) => setDraft({ ...draft, designation: e.target.value })}
            {...fieldAria(`${id}-designation`, errors.designation)}
          />
        </FormField>
        <FormField id={`${id}-organisation`} label="Organisation" error={errors.organisation}>
          <input
            id={`${id}-organisation`}
            value={draft.organisation}
            maxLength={150}
            onChange={(e) => setDraft({ ...draft, organisation: e.target.value })}
            {...fieldAria(`${id}-organisation`, errors.organisation)}
          />
        </FormField>
        <ExperienceSelect
          id={`${id}-years`}
          label="Years"
          unit="years"
          value={draft.years}
          onChange={(years) => setDraft({ ...draft, years })}
        />
        <ExperienceSelect
          id={`${id}-months`}
          label="Months"
          unit="months"
          value={draft.months}
          onChange={(months) => setDraft({ ...draft, months })}
        />
      </div>
      <FormField id={`${id}-description`} label="Description">
        <textarea
          id={`${id}-description`}
          rows={3}
          maxLength={4000}
          value={draft.description ?? ''}
          onChange={(e) => setDraft({ ...draft, description: e.target.value })}
        />
      </FormField>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={draft.current ?? false}
          onChange={(e) => setDraft({ ...draft, current: e.target.checked })}
        />
        This is my current job
      </label>
      <FormActions busy={save.isPending} onCancel={onDone} failure={save.error} />
    </form>
  );
}

export function EmploymentSection({ entries }: { entries: Employment[] }) {
  const [editing, setEditing] = useState<string | 'new' | undefined>();
  const remove = useDeleteEmployment();
  return (
    <ProfileSection
      title="Employment"
      id="employment"
      action={
        editing === 'new' ? null : (
          <button type="button" className="link-button" onClick={() => setEditing('new')}>
            Add employment
          </button>
        )
      }
    >
      {editing === 'new' ? (
        <EmploymentForm entry={undefined} onDone={() => setEditing(undefined)} />
      ) : null}
      {entries.length === 0 && editing !== 'new' ? (
        <p className="profile-empty">No employment added yet.</p>
      ) : null}
      <ul className="profile-list">
        {entries.map((entry) =>
          editing === entry.id ? (
            <li key={entry.id}>
              <EmploymentForm entry={entry} onDone={() => setEditing(undefined)} />
            </li>
          ) : (
            <li key={entry.id} className="profile-entry">
              <div>
                <p className="profile-entry-title">{entry.designation}</p>
                <p>
                  {entry.organisation}
                  {entry.current ? <span className="badge">Current</span> : null}
                </p>
                <p className="profile-muted">{spanText(entry.years, entry.months)}</p>
                {entry.description ? <p>{entry.description}</p> : null}
              </div>
              <div className="profile-entry-actions">
                <button type="button" className="link-button" onClick={() => setEditing(entry.id)}>
                  Edit<span className="visually-hidden"> employment at {entry.organisation}</span>
                </button>
                <DeleteItem
                  what={`employment at ${entry.organisation}`}
                  run={() => remove.mutateAsync({ params: { path: { employmentId: entry.id } } })}
                />
              </div>
            </li>
          ),
        )}
      </ul>
    </ProfileSection>
  );
}
