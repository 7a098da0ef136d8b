import { Page } from '../components/ui/page';

export function ServicesPage() {
  return (
    <Page
      title="Our Services"
      intro="Theory test practice, driving lessons, ADI training and car rental for practical tests."
    />
  );
}
