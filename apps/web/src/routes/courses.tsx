import { Page } from '../components/ui/page';

export function CoursesPage() {
  return (
    <Page
      title="Available Courses"
      intro="Courses for the theory test, the practical test and driving-instructor training."
    />
  );
}
