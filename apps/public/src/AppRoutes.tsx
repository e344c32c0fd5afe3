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

/** The public routes of ARCHITECTURE.md (path-based, the spec's names). Rendered inside <Suspense> (App.tsx) for the lazy pages. */
export function AppRoutes(): ReactElement {
  return (
    <Switch>
      <Route path="/" component={QuotePage} />
      <Route path="/getquotes" component={QuotePage} />
      <Route path="/quotes/get" component={QuoteWizardPage} />
      <Route path="/quotes/pay/:id">
        <QuotePayPage preloadPaymentPage={PaymentPage.preload} />
      </Route>
      <Route path="/quotes/view/:id" component={QuoteViewPage} />
      <Route path="/quotes/resume/:token" component={ResumePage} />
      <Route path="/payment" component={PaymentPage} />
      <Route path="/paymentdemo" component={PaymentDemoPage} />
      <Route path="/submit">
        {/* The next step's code loads while the customer reads the result. */}
        <ResultPage preloadPayPage={QuotePayPage.preload} preloadViewPage={QuoteViewPage.preload} />
      </Route>
      <Route path="/about" component={AboutPage} />
      <Route path="/products" component={ProductsPage} />
      <Route path="/contact" component={ContactPage} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}
