// IT skills (spec section 3): skill, version, last used, experience in years and months. Adding a
// skill already on the profile merges into it (the server matches names ignoring case and keeps
// every detail the new entry leaves empty), and the seeker is told so.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { Schemas } from '../../../../../openapi/client';
import { PROFILE_FORM_MESSAGES } from '../../../../../openapi/vocabulary/profile-messages';
import { ExperienceSelect, YearSelect, yearsBack } from '../../../components/date-selects';
import { FormField, fieldAria } from '../../../components/form-field';
import { useAddSkills } from '../api/add-skills';
import { useDeleteSkill } from '../api/delete-skill';
import { spanText } from './employment';
import { DeleteItem } from './delete-item';
import { ProfileSection } from './profile-section';
import { FormActions } from '../../../components/edit-form';

type Skill = Schemas['ItSkill'];

/**
 * A detail's cell: on a phone, where each skill is a card (UX walk N6), its column's name shows
 * before it; hidden from screen readers, which read the column's header.
 */
function DetailCell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <td>
      <span className="cell-label" aria-hidden="true">
        {label}
      </span>
      {children}
    </td>
  );
}

/** "Last used" offers this many years back from this one. */
const LAST_USED_YEARS = 30;

/** What the seeker is told when the skill they added was already on the profile. */
const mergedText = (name: string) =>
  `${name} was already on your profile: its details are kept, with what you added.`;

/** The entry the form adds: the names trimmed, the version and year only when given. */
function skillEntry(typed: {
  skill: string;
  version: string;
  lastUsed: string;
  years: number;
  months: number;
}): Skill {
  const entry: Skill = {
    skill: typed.skill.trim(),
    experienceYears: typed.years,
    experienceMonths: typed.months,
  };
  if (typed.version.trim()) entry.version = typed.version.trim();
  if (typed.lastUsed) entry.lastUsed = Number(typed.lastUsed);
  return entry;
}

function SkillForm({
  known,
  onDone,
}: {
  /** The profile's skills, to tell the seeker when a name is already there. */
  known: readonly Skill[];
  onDone: (notice?: string) => void;
}) {
  const id = useId();
  const [skill, setSkill] = useState('');
  const [version, setVersion] = useState('');
  const [lastUsed, setLastUsed] = useState('');
  const [years, setYears] = useState(0);
  const [months, setMonths] = useState(0);
  const [error, setError] = useState<string>();
  const save = useAddSkills();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!skill.trim()) {
      setError(PROFILE_FORM_MESSAGES.required);
      return;
    }
    setError(undefined);
    const entry = skillEntry({ skill, version, lastUsed, years, months });
    const existing = known.find((k) => k.skill.toLowerCase() === entry.skill.toLowerCase());
    save.mutate(
      { body: { itSkills: [entry] } },
      { onSuccess: () => onDone(existing ? mergedText(existing.skill) : undefined) },
    );
  };

  return (
    <form className="profile-form" onSubmit={onSubmit} noValidate aria-label="Add IT skill">
      <div className="form-grid">
        <FormField id={`${id}-skill`} label="Skill" error={error}>
          <input
            id={`${id}-skill`}
            value={skill}
            maxLength={60}
            onChange={(e) => setSkill(e.target.value)}
            {...fieldAria(`${id}-skill`, error)}
          />
        </FormField>
        <FormField id={`${id}-version`} label="Version">
          <input
            id={`${id}-version`}
            value={version}
            maxLength={20}
            onChange={(e) => setVersion(e.target.value)}
          />
        </FormField>
        <YearSelect
          id={`${id}-last`}
          label="Last used"
          years={yearsBack(LAST_USED_YEARS)}
          value={lastUsed}
          onChange={setLastUsed}
        />
        <ExperienceSelect
          id={`${id}-years`}
          label="Experience years"
          unit="years"
          value={years}
          onChange={setYears}
        />
        <ExperienceSelect
          id={`${id}-months`}
          label="Experience months"
          unit="months"
          value={months}
          onChange={setMonths}
        />
      </div>
      <FormActions busy={save.isPending} onCancel={() => onDone()} failure={save.error} />
    </form>
  );
}

export function SkillsSection({ skills }: { skills: Skill[] }) {
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState<string>();
  const remove = useDeleteSkill();
  return (
    <ProfileSection
      title="IT skills"
      id="skills"
      action={
        adding ? null : (
          <button
            type="button"
            className="link-button"
            onClick={() => {
              setNotice(undefined);
              setAdding(true);
            }}
          >
            Add IT skill
          </button>
        )
      }
    >
      {adding ? (
        <SkillForm
          known={skills}
          onDone={(message) => {
            setNotice(message);
            setAdding(false);
          }}
        />
      ) : null}
      <p className="notice-success" role="status">
        {notice}
      </p>
      {skills.length === 0 ? (
        <p className="profile-empty">No IT skills added yet.</p>
      ) : (
        <div className="table-scroll">
          <table className="profile-table">
            <thead>
              <tr>
                <th scope="col">Skill</th>
                <th scope="col">Version</th>
                <th scope="col">Last used</th>
                <th scope="col">Experience</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {skills.map((s) => (
                <tr key={s.skill}>
                  <th scope="row">{s.skill}</th>
                  <DetailCell label="Version">{s.version ?? '—'}</DetailCell>
                  <DetailCell label="Last used">{s.lastUsed ?? '—'}</DetailCell>
                  <DetailCell label="Experience">
                    {spanText(s.experienceYears ?? 0, s.experienceMonths ?? 0)}
                  </DetailCell>
                  <td>
                    <DeleteItem
                      what={`IT skill ${s.skill}`}
                      run={() => remove.mutateAsync({ params: { path: { skill: s.skill } } })}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </ProfileSection>
  );
}
