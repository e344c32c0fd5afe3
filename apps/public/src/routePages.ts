import { lazyComponent } from '@buildcover/ui';
import { lazyApiPage } from './lazyApiPage';
import type { QuotePayPageProps } from './pages/QuotePayPage';

// The step-by-step form and the result of a submission (./pages/lazyResultPage.ts) load with their route: the form at '/' does not carry them.
export const QuoteWizardPage = lazyComponent(() => import('./pages/QuoteWizardPage'), 'QuoteWizardPage');
export { ResultPage } from './pages/lazyResultPage';
// Pages a customer rarely opens first load with their route.
export const AboutPage = lazyComponent(() => import('./pages/AboutPage'), 'AboutPage');
export const ProductsPage = lazyComponent(() => import('./pages/ProductsPage'), 'ProductsPage');
export const ContactPage = lazyComponent(() => import('./pages/ContactPage'), 'ContactPage');
export const NotFoundPage = lazyComponent(() => import('./pages/NotFoundPage'), 'NotFoundPage');
// The quote and payment pages (and the card SDK code behind them) too: the proposal form's first load does not carry them.
export const QuotePayPage = lazyApiPage<QuotePayPageProps, 'QuotePayPage'>(
  () => import('./pages/QuotePayPage'),
  'QuotePayPage',
);
export const QuoteViewPage = lazyApiPage(() => import('./pages/QuoteViewPage'), 'QuoteViewPage');
export const PaymentPage = lazyApiPage(() => import('./pages/PaymentPage'), 'PaymentPage');
export const PaymentDemoPage = lazyApiPage(() => import('./pages/PaymentDemoPage'), 'PaymentDemoPage');
// A 'Save and finish later' link: it only hands the saved answers to the form.
export const ResumePage = lazyApiPage(() => import('./pages/ResumePage'), 'ResumePage');
