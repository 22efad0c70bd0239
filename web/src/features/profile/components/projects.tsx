// Projects (spec section 3): title, client, location, status (In progress or Finished), the start
// and, once finished, the end month and year, a description, a link and up to five image links;
// one of the accomplishment lists.
import { useId, useState, type FormEvent } from 'react';
import type { Schemas } from '../../../../../openapi/client';
import { PROJECT_STATUSES } from '../../../../../openapi/vocabulary/fixed-lists';
import {
  MAX_PROJECT_IMAGES,
  PROFILE_FORM_MESSAGES,
} from '../../../../../openapi/vocabulary/profile-messages';
import { MONTH_NAMES, MonthSelect, YearSelect, yearsBack } from '../../../components/date-selects';
import { FormField, TextField } from '../../../components/form-field';
import {
  ACCOMPLISHMENT_YEARS,
  ADDRESS_MAX,
  ListBlock,
  useSaver,
  WEB_ADDRESS,
  type Saver,
} from './accomplishment-lists';
import { FormActions } from '../../../components/edit-form';

type Project = Schemas['ProjectInput'];

/** The image links field holds up to five addresses and their commas. */
const IMAGES_MAX = 2600;
const DESCRIPTION_MAX = 4000;

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

const EMPTY_DRAFT = {
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
};
type Draft = typeof EMPTY_DRAFT;
interface Problems {
  title?: string;
  link?: string;
  images?: string;
  end?: string;
}

const imagesOf = (draft: Draft) =>
  draft.images
    .split(',')
    .map((i) => i.trim())
    .filter(Boolean);

/** What is wrong with the draft: a missing title, a bad address, an end before the start. */
function problemsOf(draft: Draft): Problems {
  const found: Problems = {};
  if (!draft.title.trim()) found.title = PROFILE_FORM_MESSAGES.required;
  if (draft.link.trim() && !WEB_ADDRESS.test(draft.link.trim()))
    found.link = PROFILE_FORM_MESSAGES.url;
  const images = imagesOf(draft);
  if (images.some((i) => !WEB_ADDRESS.test(i)) || images.length > MAX_PROJECT_IMAGES)
    found.images = PROFILE_FORM_MESSAGES.url;
  const start = Number(draft.startYear) * 12 + Number(draft.startMonth || 1);
  const end = Number(draft.endYear) * 12 + Number(draft.endMonth || 12);
  if (draft.status === 'Finished' && draft.startYear && draft.endYear && end < start)
    found.end = PROFILE_FORM_MESSAGES.yearOrder;
  return found;
}

/** The project a valid draft adds (the end only when it is finished). */
function projectOf(draft: Draft, status: Project['status']): Project {
  const finished = status === 'Finished';
  return projectInput({
    title: draft.title.trim(),
    status,
    client: draft.client.trim(),
    location: draft.location.trim(),
    description: draft.description.trim(),
    link: draft.link.trim(),
    images: imagesOf(draft),
    ...(draft.startMonth ? { startMonth: Number(draft.startMonth) } : {}),
    ...(draft.startYear ? { startYear: Number(draft.startYear) } : {}),
    ...(finished && draft.endMonth ? { endMonth: Number(draft.endMonth) } : {}),
    ...(finished && draft.endYear ? { endYear: Number(draft.endYear) } : {}),
  });
}

/** The start, and the end once the project is finished: a month and a year each. */
function ProjectDates({ id, draft, set }: { id: string; draft: Draft; set: Setter }) {
  const years = yearsBack(ACCOMPLISHMENT_YEARS);
  return (
    <>
      <MonthSelect
        id={`${id}-sm`}
        label="Start month"
        value={draft.startMonth}
        onChange={set('startMonth')}
      />
      <YearSelect
        id={`${id}-sy`}
        label="Start year"
        years={years}
        value={draft.startYear}
        onChange={set('startYear')}
      />
      {draft.status === 'Finished' ? (
        <>
          <MonthSelect
            id={`${id}-em`}
            label="End month"
            value={draft.endMonth}
            onChange={set('endMonth')}
          />
          <YearSelect
            id={`${id}-ey`}
            label="End year"
            years={years}
            value={draft.endYear}
            onChange={set('endYear')}
          />
        </>
      ) : null}
    </>
  );
}

type Setter = (key: keyof Draft) => (value: string) => void;

function StatusChoice({ id, draft, set }: { id: string; draft: Draft; set: Setter }) {
  return (
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
  );
}

function ProjectForm({ projects, onDone }: { projects: Schemas['Project'][]; onDone: () => void }) {
  const id = useId();
  const saver = useSaver();
  const [draft, setDraft] = useState(EMPTY_DRAFT);
  const [errors, setErrors] = useState<Problems>({});
  const set: Setter = (key) => (value) => setDraft((d) => ({ ...d, [key]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = problemsOf(draft);
    setErrors(found);
    const status = PROJECT_STATUSES.find((s) => s === draft.status);
    if (Object.keys(found).length > 0 || !status) return;
    saver.save({ projects: [...projects.map(projectInput), projectOf(draft, status)] }, onDone);
  };

  return (
    <form className="profile-form" onSubmit={onSubmit} noValidate aria-label="Add project">
      <div className="form-grid">
        <TextField
          id={`${id}-title`}
          label="Project title"
          value={draft.title}
          onChange={set('title')}
          error={errors.title}
        />
        <TextField
          id={`${id}-client`}
          label="Client"
          value={draft.client}
          onChange={set('client')}
        />
        <TextField
          id={`${id}-location`}
          label="Project location"
          value={draft.location}
          onChange={set('location')}
        />
        <StatusChoice id={id} draft={draft} set={set} />
        <ProjectDates id={id} draft={draft} set={set} />
        <TextField
          id={`${id}-link`}
          label="Project link"
          value={draft.link}
          onChange={set('link')}
          error={errors.link}
          maxLength={ADDRESS_MAX}
        />
        <TextField
          id={`${id}-images`}
          label="Project image links (up to 5, separated by commas)"
          value={draft.images}
          onChange={set('images')}
          error={errors.images}
          maxLength={IMAGES_MAX}
        />
      </div>
      {errors.end ? <p className="field-error">{errors.end}</p> : null}
      <FormField id={`${id}-description`} label="Project description">
        <textarea
          id={`${id}-description`}
          rows={3}
          maxLength={DESCRIPTION_MAX}
          value={draft.description}
          onChange={(e) => set('description')(e.target.value)}
        />
      </FormField>
      <FormActions busy={saver.busy} onCancel={onDone} failure={saver.error} />
    </form>
  );
}

/** "Mar 2021 – In progress", "2019 – Jun 2020". */
function spanOf(p: Schemas['Project']): string {
  const when = (month: number | undefined, year: number) =>
    `${month ? `${MONTH_NAMES[month - 1]} ` : ''}${year}`;
  const from = p.startYear ? when(p.startMonth, p.startYear) : '';
  const to = p.status === 'Finished' && p.endYear ? when(p.endMonth, p.endYear) : p.status;
  return [from, to].filter(Boolean).join(' – ');
}

function ProjectEntry({ project: p }: { project: Schemas['Project'] }) {
  return (
    <>
      <p className="profile-entry-title">{p.title}</p>
      <p>{[p.client, p.location].filter(Boolean).join(', ')}</p>
      <p className="profile-muted">{spanOf(p)}</p>
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
  );
}

export function Projects({ projects, saver }: { projects: Schemas['Project'][]; saver: Saver }) {
  return (
    <ListBlock
      title="Projects"
      anchor="projects"
      addLabel="Add project"
      empty="No projects added yet."
      items={projects.map((p, index) => ({
        key: `${p.title}-${index}`,
        name: `project ${p.title}`,
        remove: () =>
          saver.remove({ projects: projects.filter((_, i) => i !== index).map(projectInput) }),
        body: <ProjectEntry project={p} />,
      }))}
      form={(done) => <ProjectForm projects={projects} onDone={done} />}
    />
  );
}
