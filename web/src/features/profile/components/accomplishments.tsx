// Projects, certifications, online profiles and awards (spec section 3). Each list is saved whole
// (editAccomplishments replaces the list sent), so adding and removing are the same call.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { Schemas } from '../../../../../openapi/client';
import { PROJECT_STATUSES } from '../../../../../openapi/vocabulary/fixed-lists';
import {
  MAX_PROJECT_IMAGES,
  PROFILE_FORM_MESSAGES,
} from '../../../../../openapi/vocabulary/profile-messages';
import { FormField, fieldAria } from '../../../components/form-field';
import { useEditAccomplishments } from '../api/edit-accomplishments';
import { failureText } from '../../../lib/call-failure';
import { FormActions, ProfileSection, SaveError } from './profile-section';

type Input = Schemas['AccomplishmentsInput'];
type Project = Schemas['ProjectInput'];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEB_ADDRESS = /^https?:\/\/\S+$/;
const yearList = (): number[] => {
  const now = new Date().getFullYear();
  return Array.from({ length: 50 }, (_, i) => now - i);
};

/** A stored project as the call's input: only the input's fields, and no empty text. */
function projectInput(p: Schemas['Project']): Project {
  const input: Project = { title: p.title, status: p.status };
  if (p.client) input.client = p.client;
  if (p.location) input.location = p.location;
  if (p.startMonth) input.startMonth = p.startMonth;
  if (p.startYear) input.startYear = p.startYear;
  if (p.endMonth) input.endMonth = p.endMonth;
  if (p.endYear) input.endYear = p.endYear;
  if (p.description) input.description = p.description;
  if (p.images?.length) input.images = p.images;
  if (p.link) input.link = p.link;
  return input;
}

function useSaver() {
  const save = useEditAccomplishments();
  return {
    save: (body: Input, onDone?: () => void) =>
      save.mutate({ body }, onDone ? { onSuccess: onDone } : {}),
    error: save.isError ? failureText(save.error) : undefined,
    busy: save.isPending,
  };
}

function TextInput({
  id,
  label,
  value,
  onChange,
  error,
  max = 100,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string | undefined;
  max?: number;
}) {
  return (
    <FormField id={id} label={label} error={error}>
      <input
        id={id}
        value={value}
        maxLength={max}
        onChange={(e) => onChange(e.target.value)}
        {...fieldAria(id, error)}
      />
    </FormField>
  );
}

function NumberSelect({
  id,
  label,
  value,
  options,
  names,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: number[];
  names?: string[];
  onChange: (v: string) => void;
}) {
  return (
    <FormField id={id} label={label}>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">Select</option>
        {options.map((n, i) => (
          <option key={n} value={n}>
            {names?.[i] ?? n}
          </option>
        ))}
      </select>
    </FormField>
  );
}

function ProjectForm({ projects, onDone }: { projects: Schemas['Project'][]; onDone: () => void }) {
  const id = useId();
  const [draft, setDraft] = useState({
    title: '',
    client: '',
    location: '',
    status: 'In progress',
    startMonth: '',
    startYear: '',
    endMonth: '',
    endYear: '',
    description: '',
    link: '',
    images: '',
  });
  const [errors, setErrors] = useState<{
    title?: string;
    link?: string;
    images?: string;
    end?: string;
  }>({});
  const saver = useSaver();
  const set = (key: keyof typeof draft) => (value: string) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const finished = draft.status === 'Finished';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!draft.title.trim()) found.title = PROFILE_FORM_MESSAGES.required;
    if (draft.link.trim() && !WEB_ADDRESS.test(draft.link.trim()))
      found.link = PROFILE_FORM_MESSAGES.url;
    const images = draft.images
      .split(',')
      .map((i) => i.trim())
      .filter(Boolean);
    if (images.some((i) => !WEB_ADDRESS.test(i)) || images.length > MAX_PROJECT_IMAGES)
      found.images = PROFILE_FORM_MESSAGES.url;
    const start = Number(draft.startYear) * 12 + Number(draft.startMonth || 1);
    const end = Number(draft.endYear) * 12 + Number(draft.endMonth || 12);
    if (finished && draft.startYear && draft.endYear && end < start)
      found.end = PROFILE_FORM_MESSAGES.yearOrder;
    setErrors(found);
    const status = PROJECT_STATUSES.find((s) => s === draft.status);
    if (Object.keys(found).length > 0 || !status) return;
    const project = projectInput({
      title: draft.title.trim(),
      status,
      client: draft.client.trim(),
      location: draft.location.trim(),
      description: draft.description.trim(),
      link: draft.link.trim(),
      images,
      ...(draft.startMonth ? { startMonth: Number(draft.startMonth) } : {}),
      ...(draft.startYear ? { startYear: Number(draft.startYear) } : {}),
      ...(finished && draft.endMonth ? { endMonth: Number(draft.endMonth) } : {}),
      ...(finished && draft.endYear ? { endYear: Number(draft.endYear) } : {}),
    });
    saver.save({ projects: [...projects.map(projectInput), project] }, onDone);
  };

  return (
    <form className="profile-form" onSubmit={onSubmit} noValidate aria-label="Add project">
      <div className="form-grid">
        <TextInput
          id={`${id}-title`}
          label="Project title"
          value={draft.title}
          onChange={set('title')}
          error={errors.title}
        />
        <TextInput
          id={`${id}-client`}
          label="Client"
          value={draft.client}
          onChange={set('client')}
        />
        <TextInput
          id={`${id}-location`}
          label="Project location"
          value={draft.location}
          onChange={set('location')}
        />
        <fieldset className="radio-group">
          <legend className="field-label">Project status</legend>
          {PROJECT_STATUSES.map((s) => (
            <label key={s} className="checkbox">
              <input
                type="radio"
                name={`${id}-status`}
                value={s}
                checked={draft.status === s}
                onChange={() => set('status')(s)}
              />
              {s}
            </label>
          ))}
        </fieldset>
        <NumberSelect
          id={`${id}-sm`}
          label="Start month"
          value={draft.startMonth}
          options={MONTHS.map((_, i) => i + 1)}
          names={MONTHS}
          onChange={set('startMonth')}
        />
        <NumberSelect
          id={`${id}-sy`}
          label="Start year"
          value={draft.startYear}
          options={yearList()}
          onChange={set('startYear')}
        />
        {finished ? (
          <>
            <NumberSelect
              id={`${id}-em`}
              label="End month"
              value={draft.endMonth}
              options={MONTHS.map((_, i) => i + 1)}
              names={MONTHS}
              onChange={set('endMonth')}
            />
            <NumberSelect
              id={`${id}-ey`}
              label="End year"
              value={draft.endYear}
              options={yearList()}
              onChange={set('endYear')}
            />
          </>
        ) : null}
        <TextInput
          id={`${id}-link`}
          label="Project link"
          value={draft.link}
          onChange={set('link')}
          error={errors.link}
          max={500}
        />
        <TextInput
          id={`${id}-images`}
          label="Project image links (up to 5, separated by commas)"
          value={draft.images}
          onChange={set('images')}
          error={errors.images}
          max={2600}
        />
      </div>
      {errors.end ? <p className="field-error">{errors.end}</p> : null}
      <FormField id={`${id}-description`} label="Project description">
        <textarea
          id={`${id}-description`}
          rows={3}
          maxLength={4000}
          value={draft.description}
          onChange={(e) => set('description')(e.target.value)}
        />
      </FormField>
      <SaveError message={saver.error} />
      <FormActions busy={saver.busy} onCancel={onDone} />
    </form>
  );
}

/** A small form of two or three text fields that appends one entry to a list. */
function EntryForm({
  label,
  fields,
  onSave,
  onDone,
  saver,
}: {
  label: string;
  fields: { key: string; label: string; required?: boolean; url?: boolean; year?: boolean }[];
  onSave: (values: Record<string, string>) => void;
  onDone: () => void;
  saver: { error: string | undefined; busy: boolean };
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
  return (
    <form className="profile-form" onSubmit={onSubmit} noValidate aria-label={label}>
      <div className="form-grid">
        {fields.map((field) =>
          field.year ? (
            <NumberSelect
              key={field.key}
              id={`${id}-${field.key}`}
              label={field.label}
              value={values[field.key] ?? ''}
              options={yearList()}
              onChange={(v) => setValues({ ...values, [field.key]: v })}
            />
          ) : (
            <TextInput
              key={field.key}
              id={`${id}-${field.key}`}
              label={field.label}
              value={values[field.key] ?? ''}
              max={field.url ? 500 : 100}
              error={errors[field.key]}
              onChange={(v) => setValues({ ...values, [field.key]: v })}
            />
          ),
        )}
      </div>
      <SaveError message={saver.error} />
      <FormActions busy={saver.busy} onCancel={onDone} />
    </form>
  );
}

function ListBlock({
  title,
  addLabel,
  empty,
  items,
  form,
}: {
  title: string;
  addLabel: string;
  empty: string;
  items: { key: string; body: ReactNode; remove: () => void; name: string }[];
  form: (done: () => void) => ReactNode;
}) {
  const [adding, setAdding] = useState(false);
  return (
    <ProfileSection
      title={title}
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
            <button type="button" className="link-button" onClick={item.remove}>
              Remove<span className="visually-hidden"> {item.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </ProfileSection>
  );
}

const optionalYear = (value: string | undefined) => (value ? { year: Number(value) } : {});
const optionalText = (key: string, value: string | undefined) =>
  value?.trim() ? { [key]: value.trim() } : {};

export function AccomplishmentsSections({ profile }: { profile: Schemas['ProfileSections'] }) {
  const saver = useSaver();
  const projects = profile.projects ?? [];
  const certifications = profile.certifications ?? [];
  const onlineProfiles = profile.onlineProfiles ?? [];
  const awards = profile.awards ?? [];
  const span = (p: Schemas['Project']) => {
    const from = p.startYear
      ? `${p.startMonth ? `${MONTHS[p.startMonth - 1]} ` : ''}${p.startYear}`
      : '';
    const to =
      p.status === 'Finished' && p.endYear
        ? `${p.endMonth ? `${MONTHS[p.endMonth - 1]} ` : ''}${p.endYear}`
        : p.status;
    return [from, to].filter(Boolean).join(' – ');
  };

  return (
    <>
      <ListBlock
        title="Projects"
        addLabel="Add project"
        empty="No projects added yet."
        items={projects.map((p, index) => ({
          key: `${p.title}-${index}`,
          name: `project ${p.title}`,
          remove: () =>
            saver.save({ projects: projects.filter((_, i) => i !== index).map(projectInput) }),
          body: (
            <>
              <p className="profile-entry-title">{p.title}</p>
              <p>{[p.client, p.location].filter(Boolean).join(', ')}</p>
              <p className="profile-muted">{span(p)}</p>
              {p.description ? <p>{p.description}</p> : null}
              {(p.images ?? [])
                .filter((image) => WEB_ADDRESS.test(image))
                .map((image, n) => (
                  <a
                    key={image}
                    href={image}
                    rel="noopener noreferrer nofollow"
                    target="_blank"
                    className="project-image-link"
                  >
                    Image {n + 1}
                    <span className="visually-hidden"> of {p.title}</span>
                  </a>
                ))}
              {p.link && WEB_ADDRESS.test(p.link) ? (
                <a href={p.link} rel="noopener noreferrer nofollow" target="_blank">
                  Project link<span className="visually-hidden"> for {p.title}</span>
                </a>
              ) : null}
            </>
          ),
        }))}
        form={(done) => <ProjectForm projects={projects} onDone={done} />}
      />
      <ListBlock
        title="Certifications"
        addLabel="Add certification"
        empty="No certifications added yet."
        items={certifications.map((c, index) => ({
          key: `${c.name}-${index}`,
          name: `certification ${c.name}`,
          remove: () =>
            saver.save({ certifications: certifications.filter((_, i) => i !== index) }),
          body: (
            <p>
              <span className="profile-entry-title">{c.name}</span>
              {[c.issuer, c.year].filter(Boolean).length > 0
                ? ` — ${[c.issuer, c.year].filter(Boolean).join(', ')}`
                : ''}
            </p>
          ),
        }))}
        form={(done) => (
          <EntryForm
            label="Add certification"
            saver={saver}
            onDone={done}
            fields={[
              { key: 'name', label: 'Certification name', required: true },
              { key: 'issuer', label: 'Issued by' },
              { key: 'year', label: 'Year', year: true },
            ]}
            onSave={(v) =>
              saver.save(
                {
                  certifications: [
                    ...certifications,
                    {
                      name: (v.name ?? '').trim(),
                      ...optionalText('issuer', v.issuer),
                      ...optionalYear(v.year),
                    },
                  ],
                },
                done,
              )
            }
          />
        )}
      />
      <ListBlock
        title="Online profiles"
        addLabel="Add online profile"
        empty="No online profiles added yet."
        items={onlineProfiles.map((o, index) => ({
          key: `${o.name}-${index}`,
          name: `online profile ${o.name}`,
          remove: () =>
            saver.save({ onlineProfiles: onlineProfiles.filter((_, i) => i !== index) }),
          body: WEB_ADDRESS.test(o.url) ? (
            <a href={o.url} rel="noopener noreferrer nofollow" target="_blank">
              {o.name}
            </a>
          ) : (
            <p>{o.name}</p>
          ),
        }))}
        form={(done) => (
          <EntryForm
            label="Add online profile"
            saver={saver}
            onDone={done}
            fields={[
              { key: 'name', label: 'Profile name', required: true },
              { key: 'url', label: 'Profile address', required: true, url: true },
            ]}
            onSave={(v) =>
              saver.save(
                {
                  onlineProfiles: [
                    ...onlineProfiles,
                    { name: (v.name ?? '').trim(), url: (v.url ?? '').trim() },
                  ],
                },
                done,
              )
            }
          />
        )}
      />
      <ListBlock
        title="Awards"
        addLabel="Add award"
        empty="No awards added yet."
        items={awards.map((a, index) => ({
          key: `${a.title}-${index}`,
          name: `award ${a.title}`,
          remove: () => saver.save({ awards: awards.filter((_, i) => i !== index) }),
          body: (
            <>
              <p className="profile-entry-title">
                {a.title}
                {a.year ? `, ${a.year}` : ''}
              </p>
              {a.description ? <p>{a.description}</p> : null}
            </>
          ),
        }))}
        form={(done) => (
          <EntryForm
            label="Add award"
            saver={saver}
            onDone={done}
            fields={[
              { key: 'title', label: 'Award title', required: true },
              { key: 'year', label: 'Year', year: true },
              { key: 'description', label: 'About the award' },
            ]}
            onSave={(v) =>
              saver.save(
                {
                  awards: [
                    ...awards,
                    {
                      title: (v.title ?? '').trim(),
                      ...optionalYear(v.year),
                      ...optionalText('description', v.description),
                    },
                  ],
                },
                done,
              )
            }
          />
        )}
      />
    </>
  );
}
