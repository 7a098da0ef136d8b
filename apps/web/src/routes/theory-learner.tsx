import { Page } from '../components/ui/page';

export function TheoryLearnerPage() {
  return (
    <Page
      title="Learner Theory Practice"
      intro="Multiple-choice questions for the car theory test, with an explanation after every answer."
    />
  );
}
