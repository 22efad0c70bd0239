// Personal details (spec sections 3, 5): name (letters and spaces, 2 to 30), current location,
// date of birth in any of the three formats, gender, marital status, category (India only) and
// differently-abled category from the fixed lists. A failed save keeps what was typed and says why.
import { useId, useState, type FormEvent } from 'react';
import type { Schemas } from '../../../../../openapi/client';
import { CATEGORIES } from '../../../../../openapi/vocabulary/fixed-lists';
import {
  asksCategory,
  DIFFERENTLY_ABLED_CATEGORIES,
  GENDERS,
  MARITAL_STATUSES,
} from '../../../../../openapi/vocabulary/profile-lists';
import { PROFILE_FORM_MESSAGES } from '../../../../../openapi/vocabulary/profile-messages';
import {
  isPersonName,
  parseFormDate,
  tidyPersonName,
} from '../../../../../openapi/vocabulary/validation';
import { FormField, fieldAria } from '../../../components/form-field';
import { site } from '../../../lib/site';
import { useEditPersonalDetails } from '../api/edit-personal-details';
import { Detail, ProfileSection } from './profile-section';
import { FormActions } from '../../../components/edit-form';

type Details = Schemas['PersonalDetails'];

/** India's category is asked on the India site only (issue 37). */
const ASKS_CATEGORY = asksCategory(site.countryCode);
type Input = Schemas['PersonalDetailsInput'];

const pad = (n: number) => String(n).padStart(2, '0');

/** A stored yyyy-mm-dd shown as dd-mm-yyyy, the first of the three formats. */
function shownDate(iso: string | undefined): string {
  const date = iso ? parseFormDate(iso) : undefined;
  return date ? `${pad(date.day)}-${pad(date.month)}-${date.year}` : '';
}

function pick<T extends string>(list: readonly T[], value: string): T | undefined {
  return list.find((entry) => entry === value);
}

interface Draft {
  displayName: string;
  currentLocation: string;
  dateOfBirth: string;
  gender: string;
  maritalStatus: string;
  category: string;
  differentlyAbled: string;
}

function draftOf(details: Details): Draft {
  return {
    displayName: details.displayName,
    currentLocation: details.currentLocation ?? '',
    dateOfBirth: shownDate(details.dateOfBirth),
    gender: details.gender ?? '',
    maritalStatus: details.maritalStatus ?? '',
    category: details.category ?? '',
    differentlyAbled: details.differentlyAbled ?? '',
  };
}

/** The draft as the call's body, or the messages of the fields that break a rule. */
function validate(
  draft: Draft,
): { input: Input } | { errors: Partial<Record<keyof Draft, string>> } {
  const errors: Partial<Record<keyof Draft, string>> = {};
  const name = tidyPersonName(draft.displayName);
  if (!isPersonName(name)) errors.displayName = PROFILE_FORM_MESSAGES.name;
  const date = draft.dateOfBirth.trim() ? parseFormDate(draft.dateOfBirth) : undefined;
  if (draft.dateOfBirth.trim() && !date) errors.dateOfBirth = PROFILE_FORM_MESSAGES.date;
  if (Object.keys(errors).length > 0) return { errors };
  const gender = pick(GENDERS, draft.gender);
  const maritalStatus = pick(MARITAL_STATUSES, draft.maritalStatus);
  const category = ASKS_CATEGORY ? pick(CATEGORIES, draft.category) : undefined;
  const differentlyAbled = pick(DIFFERENTLY_ABLED_CATEGORIES, draft.differentlyAbled);
  return {
    input: {
      displayName: name,
      ...(draft.currentLocation.trim() ? { currentLocation: draft.currentLocation.trim() } : {}),
      ...(date ? { dateOfBirth: `${date.year}-${pad(date.month)}-${pad(date.day)}` } : {}),
      ...(gender ? { gender } : {}),
      ...(maritalStatus ? { maritalStatus } : {}),
      ...(category ? { category } : {}),
      ...(differentlyAbled ? { differentlyAbled } : {}),
    },
  };
}

function Choice({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
}) {
  return (
    <FormField id={id} label={label}>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">Select</option>
        {options.map((option) => (
          <option key={option}>{option}</option>
        ))}
      </select>
    </FormField>
  );
}

// Over 80 lines on purpose: one form: its state, its checks and its fields read together.
// eslint-disable-next-line max-lines-per-function -- read whole on purpose: the reason above
function PersonalForm({ details, onDone }: { details: Details; onDone: () => void }) {
  const id = useId();
  const [draft, setDraft] = useState(() => draftOf(details));
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const save = useEditPersonalDetails();
  const set = (key: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(draft);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    save.mutate({ body: checked.input }, { onSuccess: onDone });
  };

  return (
    <form className="profile-form" onSubmit={onSubmit} noValidate aria-label="Personal details">
      <div className="form-grid">
        <FormField id={`${id}-name`} label="Full name" error={errors.displayName}>
          <input
            id={`${id}-name`}
            value={draft.displayName}
            autoComplete="name"
            onChange={(e) => set('displayName')(e.target.value)}
            {...fieldAria(`${id}-name`, errors.displayName)}
          />
        </FormField>
        <FormField id={`${id}-location`} label="Current location">
          <input
            id={`${id}-location`}
            value={draft.currentLocation}
            onChange={(e) => set('currentLocation')(e.target.value)}
          />
        </FormField>
        <FormField
          id={`${id}-dob`}
          label="Date of birth"
          hint="dd-mm-yyyy, dd/mm/yyyy or yyyy-mm-dd"
          error={errors.dateOfBirth}
        >
          <input
            id={`${id}-dob`}
            value={draft.dateOfBirth}
            inputMode="numeric"
            autoComplete="bday"
            onChange={(e) => set('dateOfBirth')(e.target.value)}
            {...fieldAria(`${id}-dob`, errors.dateOfBirth, true)}
          />
        </FormField>
        <Choice
          id={`${id}-gender`}
          label="Gender"
          value={draft.gender}
          options={GENDERS}
          onChange={set('gender')}
        />
        <Choice
          id={`${id}-marital`}
          label="Marital status"
          value={draft.maritalStatus}
          options={MARITAL_STATUSES}
          onChange={set('maritalStatus')}
        />
        {ASKS_CATEGORY ? (
          <Choice
            id={`${id}-category`}
            label="Category"
            value={draft.category}
            options={CATEGORIES}
            onChange={set('category')}
          />
        ) : null}
        <Choice
          id={`${id}-abled`}
          label="Differently abled"
          value={draft.differentlyAbled}
          options={DIFFERENTLY_ABLED_CATEGORIES}
          onChange={set('differentlyAbled')}
        />
      </div>
      <FormActions busy={save.isPending} onCancel={onDone} failure={save.error} />
    </form>
  );
}

export function PersonalDetailsSection({ details }: { details: Details }) {
  const [editing, setEditing] = useState(false);
  return (
    <ProfileSection
      title="Personal details"
      id="personal-details"
      action={
        editing ? null : (
          <button type="button" className="link-button" onClick={() => setEditing(true)}>
            Edit<span className="visually-hidden"> personal details</span>
          </button>
        )
      }
    >
      {editing ? (
        <PersonalForm details={details} onDone={() => setEditing(false)} />
      ) : (
        <dl className="profile-details">
          <Detail term="Full name" value={details.displayName} />
          <Detail term="Current location" value={details.currentLocation} />
          <Detail term="Date of birth" value={shownDate(details.dateOfBirth)} />
          <Detail term="Gender" value={details.gender} />
          <Detail term="Marital status" value={details.maritalStatus} />
          {ASKS_CATEGORY ? <Detail term="Category" value={details.category} /> : null}
          <Detail term="Differently abled" value={details.differentlyAbled} />
        </dl>
      )}
    </ProfileSection>
  );
}
