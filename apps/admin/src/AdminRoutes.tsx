import { useAuth } from '@buildcover/api-client';
import { lazy, Suspense, type ReactElement, type ReactNode } from 'react';
import { LoadingState } from '@buildcover/ui';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { DashboardPage } from './pages/DashboardPage';
import { InsuredListPage } from './pages/insured/InsuredListPage';
import { InsurersPage } from './pages/insurers/InsurersPage';
import { LoginPage } from './pages/LoginPage';
import { ProfilePage } from './pages/profile/ProfilePage';
import { QuotesListPage } from './pages/quotes/QuotesListPage';
import { TabPage } from './pages/TabPage';
import { UsersPage } from './pages/users/UsersPage';
import { AdminShell } from './shell/AdminShell';
import { loginPathFor } from './shell/returnTo';

const QuoteEditorPage = lazy(() => import('./quotes/QuoteEditorPage'));
// Policies, transactions and mail load with their own screens.
const PoliciesListPage = lazy(() => import('./pages/policies/PoliciesListPage').then((m) => ({ default: m.PoliciesListPage })));
const PolicyDetailPage = lazy(() => import('./pages/policies/PolicyDetailPage').then((m) => ({ default: m.PolicyDetailPage })));
const TransactionsListPage = lazy(() => import('./pages/transactions/TransactionsListPage').then((m) => ({ default: m.TransactionsListPage })));
const TransactionDetailPage = lazy(() => import('./pages/transactions/TransactionDetailPage').then((m) => ({ default: m.TransactionDetailPage })));
const InsuredDetailPage = lazy(() => import('./pages/insured/InsuredDetailPage').then((m) => ({ default: m.InsuredDetailPage })));
const InsurerSettingsPage = lazy(() => import('./pages/insurers/InsurerSettingsPage').then((m) => ({ default: m.InsurerSettingsPage })));
const OutboxListPage = lazy(() => import('./pages/outbox/OutboxListPage').then((m) => ({ default: m.OutboxListPage })));
const OutboxEmailPage = lazy(() => import('./pages/outbox/OutboxEmailPage').then((m) => ({ default: m.OutboxEmailPage })));

/** A lazily loaded staff screen with an id from the path. */
function StaffRecord({ path, render }: { path: string; render: (id: string) => ReactNode }): ReactElement {
  return (
    <Route path={path}>
      {(params: { id?: string }) => (
        <RequireAuth>
          <Suspense fallback={<LoadingState>Loading...</LoadingState>}>{render(params.id ?? '')}</Suspense>
        </RequireAuth>
      )}
    </Route>
  );
}

/** Protected children: no session (or no token) → /admin/login, which brings the user back here. */
function RequireAuth({ children }: { children: ReactNode }): ReactElement {
  const { isAuthenticated } = useAuth();
  const [location] = useLocation();
  const search = useSearch();
  if (!isAuthenticated) return <Redirect to={loginPathFor(location, search)} replace />;
  return <AdminShell>{children}</AdminShell>;
}

/** A signed-in screen inside the shell. */
function Staff({ path, children }: { path: string; children: ReactNode }): ReactElement {
  return (
    <Route path={path}>
      <RequireAuth>{children}</RequireAuth>
    </Route>
  );
}

/** Routes below /admin (the Router's base). */
export function AdminRoutes(): ReactElement {
  const { isAuthenticated } = useAuth();
  return (
    <Switch>
      <Route path="/">
        <Redirect to={isAuthenticated ? '/dashboard' : '/login'} replace />
      </Route>
      <Route path="/login" component={LoginPage} />
      <Staff path="/dashboard"><DashboardPage /></Staff>
      <Staff path="/quotes"><QuotesListPage /></Staff>
      <Route path="/quotes/:id/:tab?">
        {(params) => (
          <RequireAuth>
            <Suspense fallback={<LoadingState>Loading quote...</LoadingState>}>
              <QuoteEditorPage id={params.id} tab={params.tab} />
            </Suspense>
          </RequireAuth>
        )}
      </Route>
      <Staff path="/insured"><InsuredListPage /></Staff>
      <StaffRecord path="/insured/:id" render={(id) => <InsuredDetailPage id={id} />} />
      <Staff path="/users"><UsersPage /></Staff>
      <Staff path="/profile"><ProfilePage /></Staff>
      <Staff path="/insurers"><InsurersPage /></Staff>
      <StaffRecord path="/insurers/:id/settings" render={(id) => <InsurerSettingsPage id={id} />} />
      <StaffRecord path="/policy" render={() => <PoliciesListPage />} />
      <StaffRecord path="/policy/:id" render={(id) => <PolicyDetailPage id={id} />} />
      <StaffRecord path="/transactions" render={() => <TransactionsListPage />} />
      <StaffRecord path="/transactions/:id" render={(id) => <TransactionDetailPage id={id} />} />
      <StaffRecord path="/outbox" render={() => <OutboxListPage />} />
      <StaffRecord path="/outbox/:id" render={(id) => <OutboxEmailPage id={id} />} />
      <Route path="/:tab/:id?">
        {(params) => (
          <RequireAuth>
            <TabPage tab={params.tab} id={params.id} />
          </RequireAuth>
        )}
      </Route>
      <Route>
        <Redirect to={isAuthenticated ? '/dashboard' : '/login'} replace />
      </Route>
    </Switch>
  );
}
