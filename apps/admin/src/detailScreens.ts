import { lazyComponent } from '@buildcover/ui';

// The screens a list opens (a row's record): each list preloads the one its rows open, so they live
// apart from ./screens.ts, which loads the lists.
export const QuoteEditorPage = lazyComponent(() => import('./quotes/QuoteEditorPage'), 'default');
export const InsuredDetailPage = lazyComponent(() => import('./pages/insured/InsuredDetailPage'), 'InsuredDetailPage');
export const PolicyDetailPage = lazyComponent(() => import('./pages/policies/PolicyDetailPage'), 'PolicyDetailPage');
export const TransactionDetailPage = lazyComponent(
  () => import('./pages/transactions/TransactionDetailPage'),
  'TransactionDetailPage',
);
export const OutboxEmailPage = lazyComponent(() => import('./pages/outbox/OutboxEmailPage'), 'OutboxEmailPage');
