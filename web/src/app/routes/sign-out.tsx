import { SignOut } from '../../features/auth/components/sign-out';

export default function SignOutPage() {
  return <SignOut />;
}
