import { Page } from '../components/ui/page';

export function AboutPage() {
  return (
    <Page
      title="About Us"
      intro="Who we are, what we value and why learners and instructors choose us."
    />
  );
}
