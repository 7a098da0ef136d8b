import { describe, expect, it } from 'vitest';
import { SITE, telHref, whatsappHref } from './site';

describe('site details', () => {
  it("use Ofcom's drama numbers and an example domain until the academy configures its own", () => {
    expect(SITE.officePhone).toMatch(/^\+44 7700 900\d{3}$/);
    expect(SITE.whatsappPhone).toMatch(/^\+44 7700 900\d{3}$/);
    expect(SITE.email).toMatch(/@example\.co\.uk$/);
  });

  it('build call and chat links', () => {
    expect(telHref('+44 7700 900123')).toBe('tel:+447700900123');
    expect(whatsappHref('+44 7700 900456')).toBe('https://wa.me/447700900456');
  });
});
