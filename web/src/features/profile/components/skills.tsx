// IT skills (spec section 3): skill, version, last used, experience in years and months. Adding a
// skill already on the profile updates it (the server matches names ignoring case).
import { useId, useState, type FormEvent } from 'react';
import type { Schemas } from '../../../../../openapi/client';
import { EXPERIENCE_MONTHS, EXPERIENCE_YEARS } from '../../../../../openapi/vocabulary/fixed-lists';
import { PROFILE_FORM_MESSAGES } from '../../../../../openapi/vocabulary/profile-messages';
import { FormField, fieldAria } from '../../../components/form-field';
import { useAddSkills } from '../api/add-skills';
import { useDeleteSkill } from '../api/delete-skill';
import { failureText } from '../../../lib/call-failure';
import { spanText } from './employment';
import { DeleteItem } from './delete-item';
import { FormActions, ProfileSection, SaveError } from './profile-section';

type Skill = Schemas['ItSkill'];

const lastUsedYears = (): number[] => {
  const now = new Date().getFullYear();
  return Array.from({ length: 30 }, (_, i) => now - i);
};

function SkillForm({ onDone }: { onDone: () => void }) {
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
    save.mutate({ body: { itSkills: [entry] } }, { onSuccess: onDone });
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
        <FormField id={`${id}-last`} label="Last used">
          <select id={`${id}-last`} value={lastUsed} onChange={(e) => setLastUsed(e.target.value)}>
            <option value="">Select</option>
            {lastUsedYears().map((y) => (
              <option key={y}>{y}</option>
            ))}
          </select>
        </FormField>
        <FormField id={`${id}-years`} label="Experience years">
          <select
            id={`${id}-years`}
            value={years}
            onChange={(e) => setYears(Number(e.target.value))}
          >
            {EXPERIENCE_YEARS.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id={`${id}-months`} label="Experience months">
          <select
            id={`${id}-months`}
            value={months}
            onChange={(e) => setMonths(Number(e.target.value))}
          >
            {EXPERIENCE_MONTHS.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <SaveError message={save.isError ? failureText(save.error) : undefined} />
      <FormActions busy={save.isPending} onCancel={onDone} />
    </form>
  );
}

export function SkillsSection({ skills }: { skills: Skill[] }) {
  const [adding, setAdding] = useState(false);
  const remove = useDeleteSkill();
  return (
    <ProfileSection
      title="IT skills"
      id="skills"
      action={
        adding ? null : (
          <button type="button" className="link-button" onClick={() => setAdding(true)}>
            Add IT skill
          </button>
        )
      }
    >
      {adding ? <SkillForm onDone={() => setAdding(false)} /> : null}
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
