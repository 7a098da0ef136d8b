import { Page } from '../components/ui/page';

export function DashboardProgressPage() {
  return (
    <Page
      title="Your Progress"
      intro="Your accuracy, study time, streak and results by category."
    />
  );
}
