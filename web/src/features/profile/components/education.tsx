// Education (spec section 3): highest qualification and specialization from the courses list,
// college, year of passing, education type, board, medium and percentage band. The add form says
// it adds an education, and the course is "Qualification" (UX walk f12: every entry read "Highest
// qualification", the spec's field name, even a 10th); the entries keep their order in time
// (openapi/vocabulary/education-order.ts, UX walk f13).
import { useId, useState, type FormEvent } from 'react';
import type { Schemas } from '../../../../../openapi/client';
import {
  coursesOf,
  EDUCATION_TYPES,
  PERCENTAGE_BANDS,
} from '../../../../../openapi/vocabulary/profile-lists';
import { PROFILE_FORM_MESSAGES } from '../../../../../openapi/vocabulary/profile-messages';
import { site } from '../../../lib/site';
import { educationOrderProblem } from '../../../../../openapi/vocabulary/education-order';
import { YearSelect, yearsBack } from '../../../components/date-selects';
import { FormField, fieldAria } from '../../../components/form-field';
import { useAddEducation } from '../api/add-education';
import { useDeleteEducation } from '../api/delete-education';
import { useEditEducation } from '../api/edit-education';
import { DeleteItem } from './delete-item';
import { ProfileSection } from './profile-section';
import { FormActions } from '../../../components/edit-form';

/** The site's own qualifications (India's list on India only; issue 37). */
const SITE_COURSES = coursesOf(site.countryCode);

type Education = Schemas['EducationDetail'];
type Input = Schemas['EducationInput'];

const FIRST_YEAR = 1950;
/** Years of passing: from FIRST_YEAR to five years ahead (a course still running). */
const passingYears = (): number[] =>
  yearsBack(new Date().getFullYear() - FIRST_YEAR + 1, YEARS_AHEAD);
const YEARS_AHEAD = 5;

interface Draft {
  highestQualification: string;
  specialization: string;
  college: string;
  yearOfPassing: string;
  educationType: Input['educationType'];
  board: string;
  medium: string;
  percentage: string;
}

function draftOf(entry: Education | undefined): Draft {
  return {
    highestQualification: entry?.highestQualification ?? '',
    specialization: entry?.specialization ?? '',
    college: entry?.college ?? '',
    yearOfPassing: entry?.yearOfPassing ? String(entry.yearOfPassing) : '',
    educationType: entry?.educationType ?? 'Full Time',
    board: entry?.board ?? '',
    medium: entry?.medium ?? '',
    percentage: entry?.percentage ?? '',
  };
}

function inputOf(draft: Draft): Input {
  const text = (value: string) => value.trim() || undefined;
  const input: Input = {
    highestQualification: draft.highestQualification,
    educationType: draft.educationType,
  };
  const optional = {
    specialization: text(draft.specialization),
    college: text(draft.college),
    board: text(draft.board),
    medium: text(draft.medium),
    percentage: text(draft.percentage),
  };
  for (const [key, value] of Object.entries(optional)) {
    if (value !== undefined) Object.assign(input, { [key]: value });
  }
  if (draft.yearOfPassing) input.yearOfPassing = Number(draft.yearOfPassing);
  return input;
}

// Over 80 lines on purpose: one form: its state, its checks and its six fields, each a few
// lines; split, the pieces would pass the draft around and mean nothing apart.
// eslint-disable-next-line max-lines-per-function -- read whole on purpose: the reason above
function EducationForm({
  entry,
  entries,
  onDone,
}: {
  entry: Education | undefined;
  entries: readonly Education[];
  onDone: () => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(() => draftOf(entry));
  const [error, setError] = useState<string>();
  const [yearError, setYearError] = useState<string>();
  const add = useAddEducation();
  const edit = useEditEducation();
  const save = entry ? edit : add;
  const courses = Object.keys(SITE_COURSES);
  const known = SITE_COURSES[draft.highestQualification];
  const specializations = known ?? (draft.specialization ? [draft.specialization] : []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.highestQualification) {
      setError(PROFILE_FORM_MESSAGES.required);
      return;
    }
    setError(undefined);
    const body = inputOf(draft);
    const order = educationOrderProblem({ ...body, id: entry?.id }, entries);
    setYearError(order);
    if (order) {
      document.getElementById(`${id}-year`)?.focus();
      return;
    }
    if (entry) {
      edit.mutate({ params: { path: { educationId: entry.id } }, body }, { onSuccess: onDone });
    } else {
      add.mutate({ body }, { onSuccess: onDone });
    }
  };
  const set = (key: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const title = entry ? `Edit ${entry.highestQualification}` : 'Add education';

  return (
    <form className="profile-form" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="profile-form-title">
        {title}
      </h3>
      <div className="form-grid">
        <FormField id={`${id}-course`} label="Qualification" error={error}>
          <select
            id={`${id}-course`}
            value={draft.highestQualification}
            onChange={(e) =>
              setDraft({ ...draft, highestQualification: e.target.value, specialization: '' })
            }
            {...fieldAria(`${id}-course`, error)}
          >
            <option value="">Select</option>
            {courses.includes(draft.highestQualification) || !draft.highestQualification ? null : (
              <option>{draft.highestQualification}</option>
            )}
            {courses.map((course) => (
              <option key={course}>{course}</option>
            ))}
          </select>
        </FormField>
        <FormField id={`${id}-spec`} label="Specialization">
          <select
            id={`${id}-spec`}
            value={draft.specialization}
            onChange={(e) => set('specialization')(e.target.value)}
          >
            <option value="">Select</option>
            {specializations.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </FormField>
        <FormField id={`${id}-college`} label="College or school">
          <input
            id={`${id}-college`}
            value={draft.college}
            maxLength={150}
            onChange={(e) => set('college')(e.target.value)}
          />
        </FormField>
        <YearSelect
          id={`${id}-year`}
          label="Year of passing"
          years={passingYears()}
          value={draft.yearOfPassing}
          onChange={set('yearOfPassing')}
          error={yearError}
        />
        <FormField id={`${id}-type`} label="Education type">
          <select
            id={`${id}-type`}
            value={draft.educationType}
            onChange={(e) => {
              const type = EDUCATION_TYPES.find((t) => t === e.target.value);
              if (type) setDraft({ ...draft, educationType: type });
            }}
          >
            {EDUCATION_TYPES.map((t) => (
              <option key={t}>{t}</option>
            ))}
          </select>
        </FormField>
        <FormField id={`${id}-board`} label="Board or university">
          <input
            id={`${id}-board`}
            value={draft.board}
            maxLength={100}
            onChange={(e) => set('board')(e.target.value)}
          />
        </FormField>
        <FormField id={`${id}-medium`} label="Medium">
          <input
            id={`${id}-medium`}
            value={draft.medium}
            maxLength={50}
            onChange={(e) => set('medium')(e.target.value)}
          />
        </FormField>
        <FormField id={`${id}-percentage`} label="Percentage">
          <select
            id={`${id}-percentage`}
            value={draft.percentage}
            onChange={(e) => set('percentage')(e.target.value)}
          >
            <option value="">Select</option>
            {PERCENTAGE_BANDS.some((b) => b === draft.percentage) || !draft.percentage ? null : (
              <option>{draft.percentage}</option>
            )}
            {PERCENTAGE_BANDS.map((band) => (
              <option key={band}>{band}</option>
            ))}
          </select>
        </FormField>
      </div>
      <FormActions busy={save.isPending} onCancel={onDone} failure={save.error} />
    </form>
  );
}

export function EducationSection({ entries }: { entries: Education[] }) {
  const [editing, setEditing] = useState<string | undefined>();
  const remove = useDeleteEducation();
  return (
    <ProfileSection
      title="Education"
      id="education"
      action={
        editing === 'new' ? null : (
          <button type="button" className="link-button" onClick={() => setEditing('new')}>
            Add education
          </button>
        )
      }
    >
      {editing === 'new' ? (
        <EducationForm entry={undefined} entries={entries} onDone={() => setEditing(undefined)} />
      ) : null}
      {entries.length === 0 && editing !== 'new' ? (
        <p className="profile-empty">No education added yet.</p>
      ) : null}
      <ul className="profile-list">
        {entries.map((entry) =>
          editing === entry.id ? (
            <li key={entry.id}>
              <EducationForm entry={entry} entries={entries} onDone={() => setEditing(undefined)} />
            </li>
          ) : (
            <li key={entry.id} className="profile-entry">
              <div>
                <p className="profile-entry-title">
                  {entry.highestQualification}
                  {entry.specialization ? `, ${entry.specialization}` : ''}
                </p>
                <p>{[entry.college, entry.yearOfPassing].filter(Boolean).join(', ')}</p>
                <p className="profile-muted">
                  {[entry.educationType, entry.board, entry.medium, entry.percentage]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </div>
              <div className="profile-entry-actions">
                <button type="button" className="link-button" onClick={() => setEditing(entry.id)}>
                  Edit<span className="visually-hidden"> {entry.highestQualification}</span>
                </button>
                <DeleteItem
                  what={`education ${entry.highestQualification}`}
                  run={() => remove.mutateAsync({ params: { path: { educationId: entry.id } } })}
                />
              </div>
            </li>
          ),
        )}
      </ul>
    </ProfileSection>
  );
}
