import { Page } from '../components/ui/page';

export function DashboardUploadCoursePage() {
  return <Page title="Upload New Course" intro="Add a course to the catalogue." />;
}
