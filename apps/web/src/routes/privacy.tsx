import { Page } from '../components/ui/page';

export function PrivacyPage() {
  return (
    <Page
      title="Privacy Policy"
      intro="What personal data we keep, why we keep it and the rights you have over it."
    />
  );
}
