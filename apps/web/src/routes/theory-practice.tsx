import { Page } from '../components/ui/page';

export function TheoryPracticePage() {
  return (
    <Page
      title="Theory Test Practice"
      intro="Practise learner theory, ADI Part 1 and instructor case-study questions with an explanation after every answer."
    />
  );
}
