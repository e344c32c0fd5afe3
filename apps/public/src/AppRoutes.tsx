import type { ReactElement } from 'react';
import { Route, Switch } from 'wouter';
import { lazyApiPage, lazyPage } from './lazyPage';
import { QuotePage } from './pages/QuotePage';

// The step-by-step form and the result of a submission load with their route: the form at '/' does not carry them.
const QuoteWizardPage = lazyPage(() => import('./pages/QuoteWizardPage'), 'QuoteWizardPage');
const ResultPage = lazyPage(() => import('./pages/ResultPage'), 'ResultPage');
// Pages a customer rarely opens first load with their route.
const AboutPage = lazyPage(() => import('./pages/AboutPage'), 'AboutPage');
const ProductsPage = lazyPage(() => import('./pages/ProductsPage'), 'ProductsPage');
const ContactPage = lazyPage(() => import('./pages/ContactPage'), 'ContactPage');
const NotFoundPage = lazyPage(() => import('./pages/NotFoundPage'), 'NotFoundPage');
// The quote and payment pages (and the card SDK code behind them) too: the proposal form's first load does not carry them.
const QuotePayPage = lazyApiPage(() => import('./pages/QuotePayPage'), 'QuotePayPage');
const QuoteViewPage = lazyApiPage(() => import('./pages/QuoteViewPage'), 'QuoteViewPage');
const PaymentPage = lazyApiPage(() => import('./pages/PaymentPage'), 'PaymentPage');
const PaymentDemoPage = lazyApiPage(() => import('./pages/PaymentDemoPage'), 'PaymentDemoPage');
// A 'Save and finish later' link: it only hands the saved answers to the form.
const ResumePage = lazyApiPage(() => import('./pages/ResumePage'), 'ResumePage');

/** The public routes of ARCHITECTURE.md (path-based, the spec's names). Rendered inside <Suspense> (App.tsx) for the lazy pages. */
export function AppRoutes(): ReactElement {
  return (
    <Switch>
      <Route path="/" component={QuotePage} />
      <Route path="/getquotes" component={QuotePage} />
      <Route path="/quotes/get" component={QuoteWizardPage} />
      <Route path="/quotes/pay/:id" component={QuotePayPage} />
      <Route path="/quotes/view/:id" component={QuoteViewPage} />
      <Route path="/quotes/resume/:token" component={ResumePage} />
      <Route path="/payment" component={PaymentPage} />
      <Route path="/paymentdemo" component={PaymentDemoPage} />
      <Route path="/submit" component={ResultPage} />
      <Route path="/about" component={AboutPage} />
      <Route path="/products" component={ProductsPage} />
      <Route path="/contact" component={ContactPage} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}
