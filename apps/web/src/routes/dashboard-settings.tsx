import { Page } from '../components/ui/page';

export function DashboardSettingsPage() {
  return (
    <Page
      title="Account Settings"
      intro="Your contact details, password, notifications and theme."
    />
  );
}
