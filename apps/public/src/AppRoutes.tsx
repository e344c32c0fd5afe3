import { LoadingState } from '@buildcover/ui';
import { lazy, Suspense, type ReactElement } from 'react';
import { Route, Switch } from 'wouter';
import { AboutPage } from './pages/AboutPage';
import { ContactPage } from './pages/ContactPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { ProductsPage } from './pages/ProductsPage';
import { QuotePage } from './pages/QuotePage';
import { ResultPage } from './pages/ResultPage';

// The quote and payment pages (and the card SDK code behind them) load only when one is opened,
// so the proposal form's first load does not carry them.
const QuotePayPage = lazy(() => import('./pages/QuotePayPage').then((m) => ({ default: m.QuotePayPage })));
const QuoteViewPage = lazy(() => import('./pages/QuoteViewPage').then((m) => ({ default: m.QuoteViewPage })));
const PaymentPage = lazy(() => import('./pages/PaymentPage').then((m) => ({ default: m.PaymentPage })));
const PaymentDemoPage = lazy(() => import('./pages/PaymentDemoPage').then((m) => ({ default: m.PaymentDemoPage })));

/** The public routes of ARCHITECTURE.md (path-based, the spec's names). */
export function AppRoutes(): ReactElement {
  return (
    <Suspense fallback={<LoadingState>Loading the page...</LoadingState>}>
      <Switch>
      <Route path="/" component={QuotePage} />
      <Route path="/getquotes" component={QuotePage} />
      <Route path="/quotes/get" component={QuotePage} />
      <Route path="/quotes/pay/:id" component={QuotePayPage} />
      <Route path="/quotes/view/:id" component={QuoteViewPage} />
      <Route path="/payment" component={PaymentPage} />
      <Route path="/paymentdemo" component={PaymentDemoPage} />
      <Route path="/submit" component={ResultPage} />
      <Route path="/about" component={AboutPage} />
      <Route path="/products" component={ProductsPage} />
      <Route path="/contact" component={ContactPage} />
      <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
