import { useAuth } from '@buildcover/api-client';
import { lazy, Suspense, type ReactElement, type ReactNode } from 'react';
import { LoadingState } from '@buildcover/ui';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { DashboardPage } from './pages/DashboardPage';
import { InsuredListPage } from './pages/insured/InsuredListPage';
import { InsurersPage } from './pages/insurers/InsurersPage';
import { LoginPage } from './pages/LoginPage';
import { QuotesListPage } from './pages/quotes/QuotesListPage';
import { TabPage } from './pages/TabPage';
import { UsersPage } from './pages/users/UsersPage';
import { AdminShell } from './shell/AdminShell';
import { loginPathFor } from './shell/returnTo';

const QuoteEditorPage = lazy(() => import('./quotes/QuoteEditorPage'));

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
      <Staff path="/users"><UsersPage /></Staff>
      <Staff path="/insurers"><InsurersPage /></Staff>
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
