import { Page } from '../components/ui/page';

export function TheoryAdiPage() {
  return (
    <Page
      title="ADI Part 1 Practice"
      intro="Multiple-choice questions for the ADI Part 1 theory test, with an explanation after every answer."
    />
  );
}
