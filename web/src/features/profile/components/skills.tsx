// IT skills (spec section 3): skill, version, last used, experience in years and months. Adding a
// skill already on the profile merges into it (the server matches names ignoring case and keeps
// every detail the new entry leaves empty), and the seeker is told so.
import { useId, useState, type FormEvent } from 'react';
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

/** "Last used" offers this many years back from this one. */
const LAST_USED_YEARS = 30;

/** What the seeker is told when the skill they added was already on the profile. */
const mergedText = (name: string) =>
  `${name} was already on your profile: its details are kept, with what you added.`;

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
    const entry: Skill = { skill: skill.trim(), experienceYears: years, experienceMonths: months };
    if (version.trim()) entry.version = version.trim();
    if (lastUsed) entry.lastUsed = Number(lastUsed);
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
                  <td>{s.version ?? '—'}</td>
                  <td>{s.lastUsed ?? '—'}</td>
                  <td>{spanText(s.experienceYears ?? 0, s.experienceMonths ?? 0)}</td>
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
