import { RegistrationPage } from '../../features/registration/components/registration-page';

export default function Registration() {
  return <RegistrationPage />;
}
