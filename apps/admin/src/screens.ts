import { lazyComponent, type LazyComponent } from '@buildcover/ui';

export {
  QuoteEditorPage,
  InsuredDetailPage,
  PolicyDetailPage,
  TransactionDetailPage,
  OutboxEmailPage,
} from './detailScreens';

// Every signed-in screen, and the shell around them, loads with its route: /admin/login carries
// only the login form (its first paint waits for no editor, chart or list code).
export const AdminShell = lazyComponent(() => import('./shell/AdminShell'), 'AdminShell');
export const DashboardPage = lazyComponent(() => import('./pages/DashboardPage'), 'DashboardPage');
export const QuotesListPage = lazyComponent(() => import('./pages/quotes/QuotesListPage'), 'QuotesListPage');
export const InsuredListPage = lazyComponent(() => import('./pages/insured/InsuredListPage'), 'InsuredListPage');
export const UsersPage = lazyComponent(() => import('./pages/users/UsersPage'), 'UsersPage');
export const ProfilePage = lazyComponent(() => import('./pages/profile/ProfilePage'), 'ProfilePage');
export const InsurersPage = lazyComponent(() => import('./pages/insurers/InsurersPage'), 'InsurersPage');
export const InsurerSettingsPage = lazyComponent(
  () => import('./pages/insurers/InsurerSettingsPage'),
  'InsurerSettingsPage',
);
export const PoliciesListPage = lazyComponent(() => import('./pages/policies/PoliciesListPage'), 'PoliciesListPage');
export const TransactionsListPage = lazyComponent(
  () => import('./pages/transactions/TransactionsListPage'),
  'TransactionsListPage',
);
export const OutboxListPage = lazyComponent(() => import('./pages/outbox/OutboxListPage'), 'OutboxListPage');
export const TabPage = lazyComponent(() => import('./pages/TabPage'), 'TabPage');

/**
 * The screen each sidebar tab and the other top-level pages open, by path under /admin: staffRoutes.tsx
 * draws their routes from it, and a link to one of these paths preloads its screen.
 */
export const topLevelScreens: Readonly<Record<string, LazyComponent<object>>> = {
  '/dashboard': DashboardPage,
  '/quotes': QuotesListPage,
  '/insured': InsuredListPage,
  '/users': UsersPage,
  '/profile': ProfilePage,
  '/insurers': InsurersPage,
  '/policy': PoliciesListPage,
  '/transactions': TransactionsListPage,
  '/outbox': OutboxListPage,
};

/** Starts loading the code of the screen a link to `path` opens (a sidebar tab pointed at), if it is a top-level one. */
export function preloadScreenAt(path: string): void {
  topLevelScreens[path.split('?')[0] ?? path]?.preload();
}
