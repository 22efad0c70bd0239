// Upload resume: the file chooser with section 5's rules (refused before anything is sent), the
// progress bar of the upload (120 s timeout) and its outcome, beside the control until the seeker
// acts. One control for the profile's resume section and the steps that ask for a resume on the
// way (Apply without one, the registration's optional step), so all of them check and report
// alike. The content is checked too: a file whose first bytes are not what its extension says is
// refused before it is sent, so it never becomes the current resume. `onUploaded` runs once the
// file is the current resume.
import { useId, useState, type ChangeEvent } from 'react';
import type { Schemas } from '../../../openapi/client';
import { useUpdateResume } from '../api/update-resume';
import { failureText } from '../lib/call-failure';
import { RESUME_ACCEPT, resumeContentProblem, resumeFileProblem } from '../lib/resume-rules';
import type { UploadProgress } from '../lib/upload-fetch';
import { RESUME_NAME_HINT } from '../../../openapi/vocabulary/profile-messages';
import './form.css';
import './resume-upload.css';

interface Props {
  onUploaded: (resume: Schemas['ResumeResponse']['resume']) => void;
  /** Run when a new file is chosen, before its checks (a page clears what it showed last). */
  onChoose?: () => void;
  /** The chooser's text; "Upload resume" unless the page says otherwise. */
  label?: string;
  /** Focus the chooser when the control appears (a dialog opened for it). */
  autoFocus?: boolean;
}

export function ResumeUpload({ onUploaded, onChoose, label = 'Upload resume', autoFocus }: Props) {
  const inputId = useId();
  const [problem, setProblem] = useState<string>();
  const [progress, setProgress] = useState<UploadProgress>();
  const upload = useUpdateResume(setProgress);
  const percent =
    progress && progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : 0;

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    onChoose?.();
    upload.reset();
    setProgress(undefined);
    const refused = resumeFileProblem(file) ?? (await resumeContentProblem(file));
    setProblem(refused);
    if (refused) return;
    setProgress({ loaded: 0, total: file.size });
    upload.mutate(file, { onSuccess: (resume) => onUploaded(resume) });
  };

  return (
    <div className="resume-upload-control">
      <div className="resume-upload">
        <label htmlFor={inputId} className="button button-outline file-button">
          {label}
        </label>
        <input
          id={inputId}
          className="file-input"
          type="file"
          accept={RESUME_ACCEPT}
          onChange={(event) => void onChange(event)}
          aria-describedby={`${inputId}-rules${problem ? ` ${inputId}-error` : ''}`}
          aria-invalid={problem ? true : undefined}
          disabled={upload.isPending}
          autoFocus={autoFocus}
        />
        <p id={`${inputId}-rules`} className="field-hint">
          {RESUME_NAME_HINT}
        </p>
        {problem ? (
          <p id={`${inputId}-error`} className="field-error" role="alert">
            {problem}
          </p>
        ) : null}
      </div>
      {progress ? (
        <div className="resume-progress">
          <progress
            max={100}
            value={percent}
            aria-label="Resume upload progress"
            aria-valuetext={`${percent}%`}
          />
          <span aria-hidden="true">{percent}%</span>
        </div>
      ) : null}
      <div aria-live="polite">
        {upload.isPending ? <p>Uploading your resume…</p> : null}
        {upload.isError ? (
          <p className="field-error" role="alert">
            {failureText(upload.error)}
          </p>
        ) : null}
      </div>
    </div>
  );
}
