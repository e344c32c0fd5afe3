import { lazyScreen, type LazyScreen } from './lazyScreen';

// Every signed-in screen, and the shell around them, loads with its route: /admin/login carries
// only the login form (its first paint waits for no editor, chart or list code).
export const AdminShell = lazyScreen(() => import('./shell/AdminShell'), 'AdminShell');
export const DashboardPage = lazyScreen(() => import('./pages/DashboardPage'), 'DashboardPage');
export const QuotesListPage = lazyScreen(() => import('./pages/quotes/QuotesListPage'), 'QuotesListPage');
export const QuoteEditorPage = lazyScreen(() => import('./quotes/QuoteEditorPage'), 'default');
export const InsuredListPage = lazyScreen(() => import('./pages/insured/InsuredListPage'), 'InsuredListPage');
export const InsuredDetailPage = lazyScreen(() => import('./pages/insured/InsuredDetailPage'), 'InsuredDetailPage');
export const UsersPage = lazyScreen(() => import('./pages/users/UsersPage'), 'UsersPage');
export const ProfilePage = lazyScreen(() => import('./pages/profile/ProfilePage'), 'ProfilePage');
export const InsurersPage = lazyScreen(() => import('./pages/insurers/InsurersPage'), 'InsurersPage');
export const InsurerSettingsPage = lazyScreen(() => import('./pages/insurers/InsurerSettingsPage'), 'InsurerSettingsPage');
export const PoliciesListPage = lazyScreen(() => import('./pages/policies/PoliciesListPage'), 'PoliciesListPage');
export const PolicyDetailPage = lazyScreen(() => import('./pages/policies/PolicyDetailPage'), 'PolicyDetailPage');
export const TransactionsListPage = lazyScreen(() => import('./pages/transactions/TransactionsListPage'), 'TransactionsListPage');
export const TransactionDetailPage = lazyScreen(() => import('./pages/transactions/TransactionDetailPage'), 'TransactionDetailPage');
export const OutboxListPage = lazyScreen(() => import('./pages/outbox/OutboxListPage'), 'OutboxListPage');
export const OutboxEmailPage = lazyScreen(() => import('./pages/outbox/OutboxEmailPage'), 'OutboxEmailPage');
export const TabPage = lazyScreen(() => import('./pages/TabPage'), 'TabPage');

/**
 * The screen each sidebar tab and the other top-level pages open, by path under /admin: AdminRoutes
 * draws their routes from it, and a link to one of these paths preloads its screen.
 */
export const topLevelScreens: Readonly<Record<string, LazyScreen<object>>> = {
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
