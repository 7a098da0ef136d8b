/**
 * The academy's contact details, in one place for the footer and every page that shows them.
 * NOTE: placeholders until the academy configures its own: the numbers are in Ofcom's range
 * reserved for drama (+44 7700 900xxx) and the address uses an example.co.uk domain.
 */
export const SITE = {
  name: 'Driving Academy',
  officePhone: '+44 7700 900123',
  whatsappPhone: '+44 7700 900456',
  email: 'hello@example.co.uk',
} as const;

/** `+44 7700 900123` -> `tel:+447700900123`. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/\s+/g, '')}`;
}

/** WhatsApp's click-to-chat link wants the number without `+` or spaces. */
export function whatsappHref(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}`;
}
