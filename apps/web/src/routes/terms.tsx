import { Page } from '../components/ui/page';

export function TermsPage() {
  return (
    <Page
      title="Terms of Service"
      intro="The terms that apply when you use this website and our services."
    />
  );
}
