// Apply without a wall (issue 27): when canJobApply answers RESUME_MISSING, the seeker uploads a
// resume right here, in a modal over the job, with the profile's own upload (checks, progress,
// outcome); once the file is stored the application goes through. The native <dialog> keeps the
// focus inside, Escape and Cancel close it, and focus goes back to the Apply button.
import { ModalDialog } from './modal-dialog';
import { ResumeUpload } from './resume-upload';

interface Props {
  open: boolean;
  /** canJobApply's own message (why the resume is needed). */
  message: string;
  jobTitle?: string;
  onUploaded: () => void;
  onCancel: () => void;
}

export function ResumeNeededDialog({ open, message, jobTitle, onUploaded, onCancel }: Props) {
  return (
    <ModalDialog
      open={open}
      className="resume-needed-dialog"
      title={jobTitle ? `Add your resume to apply: ${jobTitle}` : 'Add your resume to apply'}
      message={`${message} Once it is uploaded, your application is sent. The resume stays on your profile for your next applications.`}
      onCancel={onCancel}
    >
      {open ? <ResumeUpload autoFocus label="Choose your resume" onUploaded={onUploaded} /> : null}
      <div className="confirm-actions">
        <button type="button" className="button button-outline" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </ModalDialog>
  );
}
