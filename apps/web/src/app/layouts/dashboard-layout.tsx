import { PageShell } from './page-shell';

/** SPEC section 2: navigation only. */
export function DashboardLayout() {
  return <PageShell withFooter={false} />;
}
