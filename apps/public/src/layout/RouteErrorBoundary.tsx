import { ErrorBoundary } from '@buildcover/ui';
import type { ReactElement, ReactNode } from 'react';
import { useLocation } from 'wouter';

/**
 * The public pages' error boundary: a page that throws shows 'Unexpected Application Error!'
 * inside the site's header and footer, and moving to another address starts that page afresh.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }): ReactElement {
  const [location] = useLocation();
  return (
    <ErrorBoundary key={location} homeHref="/">
      {children}
    </ErrorBoundary>
  );
}
