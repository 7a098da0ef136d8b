import { Page } from '../components/ui/page';

export function DashboardPage() {
  return (
    <Page
      title="Dashboard"
      intro="Your practice at a glance, with quick ways into practice and mock exams."
    />
  );
}
