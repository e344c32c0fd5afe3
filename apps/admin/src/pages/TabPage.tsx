import type { ReactElement } from 'react';
import { Redirect } from 'wouter';
import { InsuredList, InsurersList, QuotesList, UsersList } from '../lists/lists';
import { adminTabs, type AdminTabId } from '../shell/tabs';

const isTab = (value: string): value is AdminTabId => adminTabs.some((t) => t.id === value);

/** The content of a tab below the shell; unknown tabs fall back to the dashboard. */
export function TabPage({ tab }: { tab: string; id?: string | undefined }): ReactElement {
  if (!isTab(tab) || tab === 'dashboard') return <Redirect to="/dashboard" replace />;
  switch (tab) {
    case 'quotes':
      return <QuotesList />;
    case 'insured':
      return <InsuredList />;
    case 'users':
      return <UsersList />;
    case 'insurers':
      return <InsurersList />;
    case 'policy':
      return <p>Policies are listed here once their quotes are paid.</p>;
    case 'transactions':
      return <p>Card payments are listed here as customers pay their quotes.</p>;
  }
}
