import { Page } from '../components/ui/page';

export function AdiTrainingPage() {
  return (
    <Page
      title="ADI Training"
      intro="Train to become an Approved Driving Instructor, from Part 1 to qualification."
    />
  );
}
