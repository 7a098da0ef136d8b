import { Page } from '../components/ui/page';

export function ForgotPasswordPage() {
  return (
    <Page
      title="Forgot Password"
      intro="Enter the email address of your account and we will send you a link to reset your password."
    />
  );
}
