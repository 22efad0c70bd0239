// Apply without a wall (issue 27): when canJobApply answers RESUME_MISSING, the seeker uploads a
// resume right here, in a modal over the job, with the profile's own upload (checks, progress,
// outcome); once the file is stored the application goes through. The native <dialog> keeps the
// focus inside, Escape and Cancel close it, and focus goes back to the Apply button.
import { useEffect, useId, useRef } from 'react';
import { ResumeUpload } from './resume-upload';
import './confirm-dialog.css';

interface Props {
  open: boolean;
  /** canJobApply's own message (why the resume is needed). */
  message: string;
  jobTitle?: string;
  onUploaded: () => void;
  onCancel: () => void;
}

export function ResumeNeededDialog({ open, message, jobTitle, onUploaded, onCancel }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="confirm-dialog card resume-needed-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={`${id}-title`}>
        {jobTitle ? `Add your resume to apply: ${jobTitle}` : 'Add your resume to apply'}
      </h2>
      <p id={`${id}-message`}>
        {message} Once it is uploaded, your application is sent. The resume stays on your profile
        for your next applications.
      </p>
      {open ? <ResumeUpload autoFocus label="Choose your resume" onUploaded={onUploaded} /> : null}
      <div className="confirm-actions">
        <button type="button" className="button button-outline" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </dialog>
  );
}
