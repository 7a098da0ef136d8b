import { Page } from '../components/ui/page';

export function DashboardPracticePage() {
  return (
    <Page
      title="Practice Exam"
      intro="Choose a category, a difficulty and a number of questions, then answer them against the clock."
    />
  );
}
