import type { ApiError } from '@buildcover/api-client';
import { Alert } from '@buildcover/ui';
import type { ReactElement, ReactNode } from 'react';
import type { SWRResponse } from 'swr';
import { BrokerPhoneLink } from '../../layout/BrokerPhoneLink';
import { PageLoading } from '../../layout/PageLoading';

/** Renders `children` with the quote of a customer link once loaded (usePublicQuote, usePublicQuoteDetails), or says why it cannot. */
export function QuoteLoader<T>({
  result,
  children,
}: {
  result: SWRResponse<T, ApiError>;
  children: (quote: T) => ReactNode;
}): ReactElement {
  const { data, error, isLoading } = result;
  if (isLoading) return <PageLoading>Loading your quote...</PageLoading>;
  if (error || !data) {
    const missing = error?.status === 404 || error?.status === 400;
    return (
      <Alert
        tone="danger"
        role="alert"
        title={missing ? 'We could not find this quote.' : 'Your quote could not be loaded.'}
      >
        {missing ? (
          <>
            Please check the link in your e-mail, or call us on <BrokerPhoneLink />.
          </>
        ) : (
          <>
            {error?.message ?? 'Please try again.'} If this keeps happening, call us on <BrokerPhoneLink />.
          </>
        )}
      </Alert>
    );
  }
  return <>{children(data)}</>;
}
