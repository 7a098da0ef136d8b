import { Page } from '../components/ui/page';

export function RegisterPage() {
  return (
    <Page
      title="Create Account"
      intro="Register to practise theory tests, track your progress, book and manage lessons and use course materials."
    />
  );
}
