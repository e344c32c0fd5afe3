import { useAuth } from '@buildcover/api-client';
import type { ReactElement, ReactNode } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { DashboardPage } from './pages/DashboardPage';
import { LoginPage } from './pages/LoginPage';
import { TabPage } from './pages/TabPage';
import { AdminShell } from './shell/AdminShell';

/** Protected children: no session (or no token) → /admin/login. */
function RequireAuth({ children }: { children: ReactNode }): ReactElement {
  const { isAuthenticated } = useAuth();
  if (!isAuthenticated) return <Redirect to="/login" replace />;
  return <AdminShell>{children}</AdminShell>;
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
      <Route path="/dashboard">
        <RequireAuth>
          <DashboardPage />
        </RequireAuth>
      </Route>
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
