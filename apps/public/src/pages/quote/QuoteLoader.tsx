import type { QuoteReadBack } from '@buildcover/api-client';
import { Alert, LoadingState } from '@buildcover/ui';
import type { ReactElement, ReactNode } from 'react';
import { broker } from '../../content/broker';
import { usePublicQuote } from './usePublicQuote';

/** Loads the quote of a customer link and renders `children` with it, or says why it cannot. */
export function QuoteLoader({ id, children }: { id: string; children: (quote: QuoteReadBack) => ReactNode }): ReactElement {
  const { data, error, isLoading } = usePublicQuote(id);
  if (isLoading) return <LoadingState>Loading your quote...</LoadingState>;
  if (error || !data) {
    const missing = error?.status === 404 || error?.status === 400;
    return (
      <Alert tone="danger" role="alert" title={missing ? 'We could not find this quote.' : 'Your quote could not be loaded.'}>
        {missing
          ? `Please check the link in your e-mail, or call us on ${broker.phone}.`
          : `${error?.message ?? 'Please try again.'} If this keeps happening, call us on ${broker.phone}.`}
      </Alert>
    );
  }
  return <>{children(data)}</>;
}
