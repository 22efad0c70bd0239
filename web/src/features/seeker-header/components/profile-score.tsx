// The profile score stepper of the profile dropdown (spec section 2): the score as steps of a
// complete profile, and the way to the profile card that raises it.
import { Link } from 'react-router';
import { profilePath } from '../../../../../openapi/vocabulary/routes';

const STEPS = 5;
const MAX_SCORE = 100;

export function ProfileScore({ score, onNavigate }: { score: number; onNavigate: () => void }) {
  const reached = Math.round((score / MAX_SCORE) * STEPS);
  return (
    <div className="profile-score">
      <div className="profile-score-head">
        <span id="profile-score-label">Profile score</span>
        <strong>{score}%</strong>
      </div>
      <div
        className="profile-score-steps"
        role="meter"
        aria-labelledby="profile-score-label"
        aria-valuemin={0}
        aria-valuemax={MAX_SCORE}
        aria-valuenow={score}
        aria-valuetext={`${score}%`}
      >
        {Array.from({ length: STEPS }, (_, step) => (
          <span
            key={step}
            className={step < reached ? 'profile-score-step done' : 'profile-score-step'}
          />
        ))}
      </div>
      {score < MAX_SCORE ? (
        <Link to={profilePath('profile-card')} onClick={onNavigate}>
          Complete your profile
        </Link>
      ) : null}
    </div>
  );
}
