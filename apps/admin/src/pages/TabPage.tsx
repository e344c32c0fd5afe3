import type { ReactElement } from 'react';
import { Redirect } from 'wouter';
import { adminTabs, type AdminTabId } from '../shell/tabs';

const isTab = (value: string): value is AdminTabId => adminTabs.some((t) => t.id === value);

/** Tabs without a screen of their own yet; unknown tabs fall back to the dashboard. */
export function TabPage({ tab }: { tab: string; id?: string | undefined }): ReactElement {
  if (!isTab(tab) || tab === 'dashboard') return <Redirect to="/dashboard" replace />;
  switch (tab) {
    case 'policy':
      return <p>Policies are listed here once their quotes are paid.</p>;
    case 'transactions':
      return <p>Card payments are listed here as customers pay their quotes.</p>;
    default:
      return <Redirect to={`/${tab}`} replace />;
  }
}
