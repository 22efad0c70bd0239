// Job preferences (spec section 3): preferred locations, job type, employment type, preferred
// shift, expected salary (the site's own, in the seeker's currency: expected-salary.tsx), and
// notice period, from the fixed lists.
// Saving replaces the whole section.
import { useId, useState, type FormEvent } from 'react';
import type { Schemas } from '../../../../../openapi/client';
import {
  EMPLOYMENT_TYPES,
  JOB_TYPES,
  PREFERRED_SHIFTS,
  PROFILE_NOTICE_PERIODS,
} from '../../../../../openapi/vocabulary/fixed-lists';
import { FormField } from '../../../components/form-field';
import { useEditPreferences } from '../api/edit-preferences';
import { ExpectedSalaryFields, expectedSalaryText } from './expected-salary';
import { seekerCurrency } from '../../../lib/seeker-currency';
import { site } from '../../../lib/site';
import { Detail, ProfileSection } from './profile-section';
import { FormActions } from '../../../components/edit-form';

type Preferences = Schemas['JobPreferences'];

function pick<T extends string>(list: readonly T[], value: string): T | undefined {
  return list.find((entry) => entry === value);
}

// Over 80 lines on purpose: one form: its state and its fields read together.
// eslint-disable-next-line max-lines-per-function -- read whole on purpose: the reason above
function PreferencesForm({
  value,
  currentLocation,
  onDone,
}: {
  value: Preferences;
  currentLocation: string | undefined;
  onDone: () => void;
}) {
  const id = useId();
  const local = seekerCurrency(currentLocation);
  // An amount saved in another currency (before a move) is asked again, not read as this one.
  const savedIn = value.expectedSalaryCurrency ?? site.currency;
  const salary = savedIn === local.currency ? (value.expectedSalary ?? 0) : 0;
  const [locations, setLocations] = useState((value.preferredLocations ?? []).join(', '));
  const [jobType, setJobType] = useState<string>(value.jobType ?? '');
  const [employmentType, setEmploymentType] = useState<string>(value.employmentType ?? '');
  const [shift, setShift] = useState<string>(value.preferredShift ?? '');
  const [expectedSalary, setExpectedSalary] = useState(salary);
  const [notice, setNotice] = useState<string>(value.noticePeriod ?? '');
  const save = useEditPreferences();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const preferredLocations = [
      ...new Set(
        locations
          .split(',')
          .map((l) => l.trim())
          .filter(Boolean),
      ),
    ];
    const body: Preferences = {
      ...value,
      preferredLocations,
      expectedSalary,
      expectedSalaryCurrency: local.currency,
    };
    const chosen = {
      jobType: pick(JOB_TYPES, jobType),
      employmentType: pick(EMPLOYMENT_TYPES, employmentType),
      preferredShift: pick(PREFERRED_SHIFTS, shift),
      noticePeriod: pick(PROFILE_NOTICE_PERIODS, notice),
    };
    delete body.jobType;
    delete body.employmentType;
    delete body.preferredShift;
    delete body.noticePeriod;
    if (chosen.jobType) body.jobType = chosen.jobType;
    if (chosen.employmentType) body.employmentType = chosen.employmentType;
    if (chosen.preferredShift) body.preferredShift = chosen.preferredShift;
    if (chosen.noticePeriod) body.noticePeriod = chosen.noticePeriod;
    save.mutate({ body }, { onSuccess: onDone });
  };

  const select = (
    key: string,
    label: string,
    current: string,
    options: readonly string[],
    onChange: (v: string) => void,
  ) => (
    <FormField id={`${id}-${key}`} label={label}>
      <select id={`${id}-${key}`} value={current} onChange={(e) => onChange(e.target.value)}>
        <option value="">Select</option>
        {options.map((o) => (
          <option key={o}>{o}</option>
        ))}
      </select>
    </FormField>
  );

  return (
    <form className="profile-form" onSubmit={onSubmit} noValidate aria-label="Job preferences">
      <div className="form-grid">
        <FormField
          id={`${id}-locations`}
          label="Preferred locations"
          hint="Separate places with commas"
        >
          <input
            id={`${id}-locations`}
            value={locations}
            aria-describedby={`${id}-locations-hint`}
            onChange={(e) => setLocations(e.target.value)}
          />
        </FormField>
        {select('job-type', 'Job type', jobType, JOB_TYPES, setJobType)}
        {select(
          'employment',
          'Employment type',
          employmentType,
          EMPLOYMENT_TYPES,
          setEmploymentType,
        )}
        {select('shift', 'Preferred shift', shift, PREFERRED_SHIFTS, setShift)}
        <ExpectedSalaryFields saved={salary} onChange={setExpectedSalary} local={local} />
        {select('notice', 'Notice period', notice, PROFILE_NOTICE_PERIODS, setNotice)}
      </div>
      <FormActions busy={save.isPending} onCancel={onDone} failure={save.error} />
    </form>
  );
}

export function PreferencesSection({
  value,
  currentLocation,
}: {
  value: Preferences;
  /** The seeker's current location, whose country's currency the Gulf site asks in. */
  currentLocation: string | undefined;
}) {
  const [editing, setEditing] = useState(false);
  return (
    <ProfileSection
      title="Job preferences"
      id="preferences"
      action={
        editing ? null : (
          <button type="button" className="link-button" onClick={() => setEditing(true)}>
            Edit<span className="visually-hidden"> job preferences</span>
          </button>
        )
      }
    >
      {editing ? (
        <PreferencesForm
          value={value}
          currentLocation={currentLocation}
          onDone={() => setEditing(false)}
        />
      ) : (
        <dl className="profile-details">
          <Detail term="Preferred locations" value={(value.preferredLocations ?? []).join(', ')} />
          <Detail term="Job type" value={value.jobType} />
          <Detail term="Employment type" value={value.employmentType} />
          <Detail term="Preferred shift" value={value.preferredShift} />
          <Detail
            term="Expected salary"
            value={
              value.expectedSalary
                ? expectedSalaryText(value.expectedSalary, value.expectedSalaryCurrency)
                : undefined
            }
          />
          <Detail term="Notice period" value={value.noticePeriod} />
        </dl>
      )}
    </ProfileSection>
  );
}
