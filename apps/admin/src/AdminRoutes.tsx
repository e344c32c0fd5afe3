import { useAuth } from '@buildcover/api-client';
import type { ReactElement, ReactNode } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { DashboardPage } from './pages/DashboardPage';
import { InsuredListPage } from './pages/insured/InsuredListPage';
import { InsurersPage } from './pages/insurers/InsurersPage';
import { LoginPage } from './pages/LoginPage';
import { QuotesListPage } from './pages/quotes/QuotesListPage';
import { TabPage } from './pages/TabPage';
import { UsersPage } from './pages/users/UsersPage';
import { AdminShell } from './shell/AdminShell';

/** Protected children: no session (or no token) → /admin/login. */
function RequireAuth({ children }: { children: ReactNode }): ReactElement {
  const { isAuthenticated } = useAuth();
  if (!isAuthenticated) return <Redirect to="/login" replace />;
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
