import { useAuth, usePreloadQuote } from '@buildcover/api-client';
import { Fragment, Suspense, type ReactElement } from 'react';
import { LoadingState } from '@buildcover/ui';
import { matchRoute, Redirect, Route, Switch, useLocation, useRouter, useSearch } from 'wouter';
import { LoginPage } from './pages/LoginPage';
import { AdminShell, DashboardPage, preloadScreenAt } from './screens';
import { ScreenPreloadProvider } from './shell/screenPreload';
import { quoteRoute, staffRoutes, type StaffRoute } from './staffRoutes';
import { loginPathFor } from './shell/returnTo';

/** Someone is signing in: the shell's code, and the dashboard's when that is where Login goes, load meanwhile. */
function preloadSignedIn(returnTo: string): void {
  AdminShell.preload();
  if (returnTo === '/dashboard') DashboardPage.preload();
}

/** The first staff route whose path is `location`, with the path's params. */
function staffRouteAt(
  parser: ReturnType<typeof useRouter>['parser'],
  location: string,
): { route: StaffRoute; params: Record<string, string | undefined> } | null {
  for (const route of staffRoutes) {
    const [matched, params] = matchRoute(parser, route.path, location);
    if (matched) return { route, params: params as Record<string, string | undefined> };
  }
  return null;
}

/**
 * Every signed-in screen, inside one shell that stays while the screens change (so the sidebar keeps
 * its place and the shell can move the focus to the new screen). No session (or no token) →
 * /admin/login, which brings the user back here.
 */
function SignedIn(): ReactElement {
  const { isAuthenticated } = useAuth();
  const [location] = useLocation();
  const search = useSearch();
  const opened = staffRouteAt(useRouter().parser, location);
  // An opened quote's data is asked for at once, while the shell's and the editor's code load.
  usePreloadQuote(isAuthenticated && opened?.route === quoteRoute ? (opened.params.id ?? null) : null);
  if (!isAuthenticated) return <Redirect to={loginPathFor(location, search)} replace />;
  if (!opened) return <Redirect to="/dashboard" replace />;
  // The screen's code loads beside the shell's rather than after it (an import is fetched once).
  opened.route.screen.preload();
  const fallback = <LoadingState>{opened.route.loading ?? 'Loading...'}</LoadingState>;
  return (
    <Suspense fallback={fallback}>
      <AdminShell>
        {/* The shell stays while another screen's code loads. */}
        <Suspense fallback={fallback}>
          <Fragment key={opened.route.path}>{opened.route.draw(opened.params)}</Fragment>
        </Suspense>
      </AdminShell>
    </Suspense>
  );
}

/** Routes below /admin (the Router's base). */
export function AdminRoutes(): ReactElement {
  const { isAuthenticated } = useAuth();
  return (
    <ScreenPreloadProvider value={preloadScreenAt}>
      <Switch>
        <Route path="/">
          <Redirect to={isAuthenticated ? '/dashboard' : '/login'} replace />
        </Route>
        <Route path="/login">
          <LoginPage onSignInIntent={preloadSignedIn} />
        </Route>
        <Route>
          <SignedIn />
        </Route>
      </Switch>
    </ScreenPreloadProvider>
  );
}
