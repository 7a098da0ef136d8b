import { Page } from '../components/ui/page';

export function ContactPage() {
  return (
    <Page
      title="Contact Us"
      intro="Call, WhatsApp or email us, or send a message and we will reply within 24 hours."
    />
  );
}
