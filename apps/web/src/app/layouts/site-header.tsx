import { MOBILE_BREAKPOINT_PX } from '@academy/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { CloseIcon, MenuIcon } from '../../components/ui/icons';
import { useAuthStore } from '../../features/auth/auth-store';
import { ThemeButton } from '../../features/theme/components/theme-button';
import { SITE } from '../../lib/site';
import { useMediaQuery } from '../../lib/use-media-query';
import { SIGNED_OUT_LINKS, signedInLinks, type NavItem } from './nav-links';

const MOBILE_QUERY = `(width < ${MOBILE_BREAKPOINT_PX}px)`;
const MOBILE_MENU_ID = 'mobile-menu';

function NavLinks({ items, vertical }: { items: readonly NavItem[]; vertical: boolean }) {
  return (
    <ul className={vertical ? 'flex flex-col gap-1' : 'flex flex-wrap items-center gap-1'}>
      {items.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            // `/` and `/dashboard` would otherwise count as current on every page below them.
            end={item.to === '/' || item.to === '/dashboard'}
            className={({ isActive }) =>
              `block rounded-md px-3 py-2 font-medium no-underline hover:bg-surface ${
                isActive ? 'text-link underline underline-offset-4' : 'text-ink'
              }`
            }
          >
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function Account({ vertical }: { vertical: boolean }) {
  const user = useAuthStore((state) => state.user);
  const logout = useAuthStore((state) => state.logout);
  if (!user) return null;
  return (
    <div className={vertical ? 'flex flex-col gap-2 px-3 py-2' : 'flex items-center gap-3'}>
      <span className="text-sm text-muted">{user.email}</span>
      <button
        type="button"
        onClick={() => void logout()}
        className="rounded-md border border-line px-3 py-2 font-medium text-ink hover:bg-surface"
      >
        Logout
      </button>
    </div>
  );
}

/** The site navigation (SPEC section 2): signed-out or signed-in links, theme button, mobile menu. */
export function SiteHeader() {
  const status = useAuthStore((state) => state.status);
  const user = useAuthStore((state) => state.user);
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const location = useLocation();
  // The menu is open for one location only, so any navigation closes it without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const menuOpen = isMobile && openAt === location.key;
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenAt(null);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [menuOpen]);

  // While the stored session is being checked, show neither set of links rather than the wrong one.
  const items = status === 'loading' ? [] : user ? signedInLinks(user) : SIGNED_OUT_LINKS;

  return (
    <header className="border-b border-line bg-page">
      <nav aria-label="Main" className="mx-auto w-full max-w-6xl px-4">
        <div className="flex min-h-16 items-center gap-4 py-2">
          <Link to="/" className="mr-auto text-lg font-bold text-ink no-underline">
            {SITE.name}
          </Link>
          {isMobile ? null : (
            <>
              <NavLinks items={items} vertical={false} />
              <Account vertical={false} />
            </>
          )}
          <ThemeButton />
          {isMobile ? (
            <button
              ref={toggleRef}
              type="button"
              aria-label="Menu"
              aria-expanded={menuOpen}
              aria-controls={MOBILE_MENU_ID}
              onClick={() => {
                setOpenAt(menuOpen ? null : location.key);
              }}
              className="inline-flex h-10 w-10 items-center justify-center rounded-md border border-line text-ink hover:bg-surface"
            >
              {menuOpen ? <CloseIcon /> : <MenuIcon />}
            </button>
          ) : null}
        </div>
        {isMobile ? (
          <div id={MOBILE_MENU_ID} hidden={!menuOpen} className="border-t border-line py-2">
            <NavLinks items={items} vertical />
            <Account vertical />
          </div>
        ) : null}
      </nav>
    </header>
  );
}
