import { useAuth, usePreloadQuote } from '@buildcover/api-client';
import { Suspense, type ReactElement, type ReactNode } from 'react';
import { LoadingState } from '@buildcover/ui';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { preloadScreenOf } from './preloadScreen';
import { LoginPage } from './pages/LoginPage';
import {
  AdminShell,
  DashboardPage,
  InsuredDetailPage,
  InsurerSettingsPage,
  OutboxEmailPage,
  PolicyDetailPage,
  QuoteEditorPage,
  TabPage,
  topLevelScreens,
  TransactionDetailPage,
} from './screens';
import { loginPathFor } from './shell/returnTo';

/** Someone is signing in: the shell's code, and the dashboard's when that is where Login goes, load meanwhile. */
function preloadSignedIn(returnTo: string): void {
  AdminShell.preload();
  if (returnTo === '/dashboard') DashboardPage.preload();
}

/** Protected screens: no session (or no token) → /admin/login, which brings the user back here. */
function RequireAuth({ loading = 'Loading...', children }: { loading?: string; children: ReactNode }): ReactElement {
  const { isAuthenticated } = useAuth();
  const [location] = useLocation();
  const search = useSearch();
  if (!isAuthenticated) return <Redirect to={loginPathFor(location, search)} replace />;
  // The screen's code loads beside the shell's rather than after it (an import is fetched once).
  preloadScreenOf(children);
  const fallback = <LoadingState>{loading}</LoadingState>;
  return (
    <Suspense fallback={fallback}>
      <AdminShell>
        {/* The shell stays while another screen's code loads. */}
        <Suspense fallback={fallback}>{children}</Suspense>
      </AdminShell>
    </Suspense>
  );
}

/** An opened quote: its data is asked for at once, while the shell's and the editor's code load. */
function QuoteRoute({ id, tab }: { id: string; tab: string | undefined }): ReactElement {
  const { isAuthenticated } = useAuth();
  usePreloadQuote(isAuthenticated ? id : null);
  return (
    <RequireAuth loading="Loading quote...">
      <QuoteEditorPage id={id} tab={tab} />
    </RequireAuth>
  );
}

/** A signed-in screen inside the shell, drawn with the path's id when it has one. */
function Staff({ path, render }: { path: string; render: (id: string) => ReactNode }): ReactElement {
  return (
    <Route path={path}>
      {(params: { id?: string }) => <RequireAuth>{render(params.id ?? '')}</RequireAuth>}
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
      <Route path="/login">
        <LoginPage onSignInIntent={preloadSignedIn} />
      </Route>
      {Object.entries(topLevelScreens).map(([path, Screen]) => (
        <Staff key={path} path={path} render={() => <Screen />} />
      ))}
      <Route path="/quotes/:id/:tab?">{(params) => <QuoteRoute id={params.id} tab={params.tab} />}</Route>
      <Staff path="/insured/:id" render={(id) => <InsuredDetailPage id={id} />} />
      <Staff path="/insurers/:id/settings" render={(id) => <InsurerSettingsPage id={id} />} />
      <Staff path="/policy/:id" render={(id) => <PolicyDetailPage id={id} />} />
      <Staff path="/transactions/:id" render={(id) => <TransactionDetailPage id={id} />} />
      <Staff path="/outbox/:id" render={(id) => <OutboxEmailPage id={id} />} />
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
