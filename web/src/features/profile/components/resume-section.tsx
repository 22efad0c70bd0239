// The resume (spec sections 3, 5, 7, 9): the current one with View, Download and Delete, the older ones
// kept, and Upload resume. A file that breaks section 5's rules is refused before any upload; an
// accepted one goes up with a progress bar (the resume update's 120 s timeout), then the parser's
// reading is shown for the seeker to confirm (the designation, total experience and skills they
// tick go on the profile) or dismiss.
import { useId, useState } from 'react';
import type { Schemas } from '../../../../../openapi/client';
import { RESUME_MESSAGES } from '../../../../../openapi/vocabulary/profile-messages';
import { formatDate } from '../../../lib/format';
import { MAX_EXPERIENCE_YEARS } from '../../../../../openapi/vocabulary/limits';
import { useAddSkills } from '../api/add-skills';
import { counted } from '../../../../../openapi/vocabulary/plural';
import { useCardDesignation } from '../api/card-designation';
import { useCardExperience } from '../api/card-experience';
import { useDeleteResume } from '../api/delete-resume';
import { useResumes } from '../api/get-resumes';
import { DeleteItem } from './delete-item';
import { useParseResume } from '../api/parse-resume';
import { ResumeUpload } from '../../../components/resume-upload';
import { failureText } from '../../../lib/call-failure';
import { Detail, ProfileSection } from './profile-section';

type Kept = Schemas['KeptResume'];
type Parsed = Schemas['ParsedResume'];

const KB = 1024;
function sizeText(bytes: number): string {
  return bytes < KB * KB
    ? `${Math.max(1, Math.round(bytes / KB))} KB`
    : `${(bytes / KB / KB).toFixed(1)} MB`;
}

/** Delete, after a confirmation that names the file (a failure stays beside it). */
function DeleteResume({ resume }: { resume: Kept }) {
  const remove = useDeleteResume();
  return (
    <DeleteItem
      what={`resume ${resume.fileName}`}
      run={() => remove.mutateAsync({ params: { path: { resumeId: resume.id } } })}
    />
  );
}

function ResumeLinks({ resume }: { resume: Kept }) {
  return (
    <span className="resume-links">
      <a href={resume.fileUrl} target="_blank" rel="noopener">
        View<span className="visually-hidden"> {resume.fileName}</span>
      </a>
      <a href={`${resume.fileUrl}?download=1`} download={resume.fileName}>
        Download<span className="visually-hidden"> {resume.fileName}</span>
      </a>
    </span>
  );
}

/** What the seeker chose to copy from the reading into the profile. */
interface Choices {
  designation: boolean;
  experience: boolean;
  skills: boolean;
}

// Over 80 lines on purpose: the fields a parsed resume offers, each a short block with its own
// apply call.
// eslint-disable-next-line max-lines-per-function -- read whole on purpose: the reason above
function ParsedFields({ parsed, onDone }: { parsed: Parsed; onDone: () => void }) {
  const headingId = useId();
  const addSkills = useAddSkills();
  const setDesignation = useCardDesignation();
  const setExperience = useCardExperience();
  const years = parsed.totalExperienceYears;
  const offers = {
    designation: Boolean(parsed.designation),
    experience: years !== undefined,
    skills: parsed.skills.length > 0,
  };
  const [chosen, setChosen] = useState<Choices>(offers);
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      if (chosen.designation && parsed.designation) {
        await setDesignation.mutateAsync({
          body: { designation: parsed.designation.slice(0, 100) },
        });
      }
      if (chosen.experience && years !== undefined) {
        await setExperience.mutateAsync({
          body: { years: Math.min(years, MAX_EXPERIENCE_YEARS), months: 0 },
        });
      }
      if (chosen.skills && parsed.skills.length > 0) {
        await addSkills.mutateAsync({
          body: {
            itSkills: parsed.skills.slice(0, 50).map((skill) => ({ skill: skill.slice(0, 60) })),
          },
        });
      }
      onDone();
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setBusy(false);
    }
  };

  const choice = (key: keyof Choices, label: string) =>
    offers[key] ? (
      <label className="checkbox">
        <input
          type="checkbox"
          checked={chosen[key]}
          onChange={(e) => setChosen({ ...chosen, [key]: e.target.checked })}
        />
        {label}
      </label>
    ) : null;

  return (
    <section className="resume-parsed" aria-labelledby={headingId}>
      <h3 id={headingId}>What we read from your resume</h3>
      <dl className="profile-details">
        <Detail term="Name" value={parsed.name} />
        <Detail term="Email" value={parsed.email} />
        <Detail term="Mobile number" value={parsed.mobileNumber} />
        <Detail term="Designation" value={parsed.designation} />
        <Detail
          term="Total experience"
          value={years === undefined ? undefined : counted(years, 'year', 'years')}
        />
        <Detail term="Skills" value={parsed.skills.join(', ')} />
        <Detail term="Education" value={(parsed.education ?? []).join('; ')} />
      </dl>
      {offers.designation || offers.experience || offers.skills ? (
        <fieldset className="permit-list">
          <legend className="field-label">Copy to my profile</legend>
          {choice('designation', 'Designation')}
          {choice('experience', 'Total experience')}
          {choice('skills', 'Skills')}
        </fieldset>
      ) : null}
      {failure ? (
        <p className="field-error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="form-actions">
        {offers.designation || offers.experience || offers.skills ? (
          <button
            type="button"
            className="button"
            onClick={() => void confirm()}
            disabled={busy || !(chosen.designation || chosen.experience || chosen.skills)}
          >
            Use these details
          </button>
        ) : null}
        <button type="button" className="button button-outline" onClick={onDone}>
          Dismiss
        </button>
      </div>
    </section>
  );
}

export function ResumeSection() {
  const resumes = useResumes();
  const [parsed, setParsed] = useState<Parsed>();
  const [notice, setNotice] = useState<string>();
  const parse = useParseResume();
  const kept = resumes.data?.resumes ?? [];
  const [current, ...older] = kept;

  return (
    <ProfileSection title="Resume" id="resume">
      {resumes.isPending ? (
        <p aria-busy="true">Loading your resumes…</p>
      ) : resumes.isError ? (
        <p role="alert">
          We could not load your resumes. {failureText(resumes.error)}{' '}
          <button type="button" className="link-button" onClick={() => void resumes.refetch()}>
            Try again
          </button>
        </p>
      ) : current ? (
        <p className="resume-current">
          <span className="profile-entry-title">{current.fileName}</span>
          <span className="profile-muted">
            {' '}
            uploaded {formatDate(current.uploadedAt)}, {sizeText(current.size)}
          </span>{' '}
          <ResumeLinks resume={current} /> <DeleteResume resume={current} />
        </p>
      ) : (
        <p className="profile-empty">No resume uploaded yet.</p>
      )}

      <ResumeUpload
        onChoose={() => {
          setParsed(undefined);
          setNotice(undefined);
          parse.reset();
        }}
        onUploaded={() => {
          setNotice(RESUME_MESSAGES.uploaded);
          parse.mutate({ body: {} }, { onSuccess: (reading) => setParsed(reading) });
        }}
      />
      <div aria-live="polite">
        {notice ? <p className="notice-success">{notice}</p> : null}
        {parse.isPending ? <p>Reading your resume…</p> : null}
        {parse.isError ? <p className="field-error">{failureText(parse.error)}</p> : null}
      </div>
      {parsed ? <ParsedFields parsed={parsed} onDone={() => setParsed(undefined)} /> : null}

      {older.length > 0 ? (
        <details className="resume-older">
          <summary>Older resumes ({older.length})</summary>
          <ul className="profile-list">
            {older.map((resume) => (
              <li key={resume.id}>
                {resume.fileName}{' '}
                <span className="profile-muted">{formatDate(resume.uploadedAt)}</span>{' '}
                <ResumeLinks resume={resume} /> <DeleteResume resume={resume} />
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </ProfileSection>
  );
}
