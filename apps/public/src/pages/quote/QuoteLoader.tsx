import type { ApiError } from '@buildcover/api-client';
import { Alert, LoadingState } from '@buildcover/ui';
import type { ReactElement, ReactNode } from 'react';
import styled from 'styled-components';
import type { SWRResponse } from 'swr';
import { BrokerPhoneLink } from '../../layout/BrokerPhoneLink';

// Holds the room of the quote to come, which is taller than a phone's screen: with only the loading
// line there, the footer sat on screen and jumped down when the quote arrived (Lighthouse's layout
// shift on /quotes/pay/:id was 0.39, bench/README.md).
const Holding = styled.div`
  min-height: 100vh;
`;

/** Renders `children` with the quote of a customer link once loaded (usePublicQuote, usePublicQuoteDetails), or says why it cannot. */
export function QuoteLoader<T>({ result, children }: { result: SWRResponse<T, ApiError>; children: (quote: T) => ReactNode }): ReactElement {
  const { data, error, isLoading } = result;
  if (isLoading) {
    return (
      <Holding>
        <LoadingState>Loading your quote...</LoadingState>
      </Holding>
    );
  }
  if (error || !data) {
    const missing = error?.status === 404 || error?.status === 400;
    return (
      <Alert tone="danger" role="alert" title={missing ? 'We could not find this quote.' : 'Your quote could not be loaded.'}>
        {missing ? (
          <>Please check the link in your e-mail, or call us on <BrokerPhoneLink />.</>
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
