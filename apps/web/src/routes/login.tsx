import { Page } from '../components/ui/page';

export function LoginPage() {
  return (
    <Page
      title="Sign In"
      intro="Sign in to practise theory questions, track your progress and manage your account."
    />
  );
}
