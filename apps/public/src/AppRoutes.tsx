import type { ReactElement } from 'react';
import { Route, Switch } from 'wouter';
import { QuotePage } from './pages/QuotePage';
import {
  AboutPage,
  ContactPage,
  NotFoundPage,
  PaymentDemoPage,
  PaymentPage,
  ProductsPage,
  QuotePayPage,
  QuoteViewPage,
  QuoteWizardPage,
  ResultPage,
  ResumePage,
} from './routePages';

/**
 * The public routes of ARCHITECTURE.md (path-based, the spec's names), in the order they are tried.
 * The one list: the router draws it, and the build hands it to the server (prerender.tsx), which
 * answers any other path 404 with the 'Page not found' page.
 */
export const publicRoutes: readonly { path: string; page: () => ReactElement }[] = [
  { path: '/', page: () => <QuotePage /> },
  { path: '/getquotes', page: () => <QuotePage /> },
  { path: '/quotes/get', page: () => <QuoteWizardPage /> },
  { path: '/quotes/pay/:id', page: () => <QuotePayPage preloadPaymentPage={PaymentPage.preload} /> },
  { path: '/quotes/view/:id', page: () => <QuoteViewPage /> },
  { path: '/quotes/resume/:token', page: () => <ResumePage /> },
  { path: '/payment', page: () => <PaymentPage /> },
  { path: '/paymentdemo', page: () => <PaymentDemoPage /> },
  // The next step's code loads while the customer reads the result.
  {
    path: '/submit',
    page: () => <ResultPage preloadPayPage={QuotePayPage.preload} preloadViewPage={QuoteViewPage.preload} />,
  },
  { path: '/about', page: () => <AboutPage /> },
  { path: '/products', page: () => <ProductsPage /> },
  { path: '/contact', page: () => <ContactPage /> },
];

/** Rendered inside <Suspense> (App.tsx) for the lazy pages. */
export function AppRoutes(): ReactElement {
  return (
    <Switch>
      {publicRoutes.map(({ path, page }) => (
        <Route key={path} path={path}>
          {page}
        </Route>
      ))}
      <Route component={NotFoundPage} />
    </Switch>
  );
}
