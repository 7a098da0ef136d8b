import { PageShell } from './page-shell';

/** SPEC section 2: navigation and footer. */
export function PublicLayout() {
  return <PageShell withFooter />;
}
