import { Page } from '../components/ui/page';

export function TheoryCaseStudiesPage() {
  return (
    <Page
      title="Instructor Case Studies"
      intro="Teaching scenarios for instructors in training: choose the best approach and see why."
    />
  );
}
