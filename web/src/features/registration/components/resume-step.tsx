// Registration's optional last step (issue 27): the new seeker may add a resume now, with the
// profile's own upload, so that their first Apply goes straight through; "Skip for now" goes on
// without one. Either way the seeker then goes where registration was taking them.
import { useEffect, useRef, useState } from 'react';
import { RESUME_MESSAGES } from '../../../../../openapi/vocabulary/profile-messages';
import { ResumeUpload } from '../../../components/resume-upload';

interface Props {
  heading: 'h1' | 'h2';
  titleId: string;
  /** Where registration takes the seeker next (the stored URL, else the dashboard). */
  destination: string;
}

export function ResumeStep({ heading, titleId, destination }: Props) {
  const Heading = heading;
  const title = useRef<HTMLHeadingElement>(null);
  const [uploaded, setUploaded] = useState(false);
  useEffect(() => title.current?.focus(), []);
  return (
    <section className="registration registration-resume" aria-labelledby={titleId}>
      <Heading id={titleId} ref={title} tabIndex={-1} className="page-title">
        Add your resume (optional)
      </Heading>
      <p className="registration-lead">
        You are registered and signed in. Recruiters see your resume when you apply; with it on your
        profile, Apply sends your application in one tap.
      </p>
      <ResumeUpload onUploaded={() => setUploaded(true)} />
      <div aria-live="polite">
        {uploaded ? <p className="notice-success">{RESUME_MESSAGES.uploaded}</p> : null}
      </div>
      <div className="form-actions">
        <button
          type="button"
          className={uploaded ? 'button' : 'button button-outline'}
          onClick={() => window.location.assign(destination)}
        >
          {uploaded ? 'Continue' : 'Skip for now'}
        </button>
      </div>
    </section>
  );
}
