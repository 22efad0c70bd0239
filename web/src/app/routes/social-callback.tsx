import { SocialCallback } from '../../features/auth/components/social-callback';

export default function SocialCallbackPage() {
  return <SocialCallback />;
}
