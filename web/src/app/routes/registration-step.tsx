// /seeker/education and /seeker/employment, the older registration's steps: a seeker adds their
// education and employment on the profile, so the steps lead there.
import { Navigate } from 'react-router';
import { ROUTE } from '../../../../openapi/vocabulary/routes';

export default function RegistrationStep() {
  return <Navigate to={ROUTE.profile} replace />;
}
