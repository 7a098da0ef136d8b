import { OFFICE_HOURS } from '@academy/contracts';
import { Link } from 'react-router-dom';
import { useAuthStore } from '../../features/auth/auth-store';
import { SITE, telHref, whatsappHref } from '../../lib/site';
import { footerLinks } from './nav-links';

export function SiteFooter() {
  const signedIn = useAuthStore((state) => state.status === 'authenticated');
  return (
    <footer className="border-t border-line bg-surface text-ink">
      <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3">
        <section aria-labelledby="footer-links-heading">
          <h2 id="footer-links-heading" className="text-lg font-semibold">
            Quick links
          </h2>
          <ul className="mt-3 space-y-2">
            {footerLinks(signedIn).map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-contact-heading">
          <h2 id="footer-contact-heading" className="text-lg font-semibold">
            Get in touch
          </h2>
          <dl className="mt-3 space-y-2">
            <div>
              <dt className="text-sm text-muted">Office</dt>
              <dd>
                <a href={telHref(SITE.officePhone)}>{SITE.officePhone}</a>
              </dd>
            </div>
            <div>
              <dt className="text-sm text-muted">WhatsApp</dt>
              <dd>
                <a href={whatsappHref(SITE.whatsappPhone)} rel="noopener noreferrer">
                  {SITE.whatsappPhone}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-sm text-muted">Email</dt>
              <dd>
                <a href={`mailto:${SITE.email}`}>{SITE.email}</a>
              </dd>
            </div>
          </dl>
        </section>
        <section aria-labelledby="footer-hours-heading">
          <h2 id="footer-hours-heading" className="text-lg font-semibold">
            Opening hours
          </h2>
          <dl className="mt-3 space-y-2">
            {OFFICE_HOURS.map((row) => (
              <div key={row.days}>
                <dt className="text-sm text-muted">{row.days}</dt>
                <dd>{row.hours}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
      <p className="border-t border-line px-4 py-4 text-center text-sm text-muted">
        © {new Date().getFullYear()} {SITE.name}
      </p>
    </footer>
  );
}
