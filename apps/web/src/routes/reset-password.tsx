import { Page } from '../components/ui/page';

export function ResetPasswordPage() {
  return <Page title="Reset Password" intro="Choose a new password for your account." />;
}
