import { Page } from '../components/ui/page';

export function HomePage() {
  return (
    <Page
      title="Driving Lessons, ADI Training and Car Rental"
      intro="Lessons for learner drivers, training for Approved Driving Instructors through Parts 1, 2 and 3, and cars to rent for your practical test, across the UK."
    />
  );
}
