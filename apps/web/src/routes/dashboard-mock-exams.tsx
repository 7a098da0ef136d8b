import { Page } from '../components/ui/page';

export function DashboardMockExamsPage() {
  return <Page title="Mock Exams" intro="Timed exams in the format of the real theory test." />;
}
