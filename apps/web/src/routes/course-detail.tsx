import { Page } from '../components/ui/page';

export function CourseDetailPage() {
  return (
    <Page
      title="Course Details"
      intro="Everything a course covers: its description and its full content."
    />
  );
}
