import { ApiClientProvider, ApiError, createApiClient, type QuoteDetail } from '@buildcover/api-client';
import { backOfficeMessages } from '@buildcover/domain';
import { storedQuoteDetail } from '@buildcover/api-client/testing';
import { BuildCoverProvider } from '@buildcover/ui';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EditSessionProvider } from '../EditSession';
import { FORBIDDEN_MESSAGE } from '../saveFeedback';
import { paymentLinkFailure, QuoteActions } from './QuoteActions';

afterEach(cleanup);

function renderActions(quote: QuoteDetail, canEdit = true): void {
  render(
    <BuildCoverProvider>
      <ApiClientProvider client={createApiClient({ baseUrl: 'http://127.0.0.1:9' })}>
        <EditSessionProvider canEdit={canEdit}>
          <QuoteActions quote={quote} onResult={() => undefined} revalidate={async () => undefined} />
        </EditSessionProvider>
      </ApiClientProvider>
    </BuildCoverProvider>,
  );
}

const insurer = { id: 3, name: 'Harbour Mutual', commission: '15.00', associate_commission: '10.00' };
const policy = { id: 8, num: null, status: 'paid', inception_date: null, expiry_date: null, premium_amount: '3038.56' };

describe('the quote header actions', () => {
  it('offers Payment Link only once an insurer is set', () => {
    renderActions(storedQuoteDetail());
    expect(screen.queryByRole('button', { name: 'Payment Link' })).not.toBeInTheDocument();
    cleanup();
    renderActions({ ...storedQuoteDetail(), insurer } as QuoteDetail);
    expect(screen.getByRole('button', { name: 'Payment Link' })).toBeInTheDocument();
  });

  it('no longer offers Payment Link once the policy is cancelled (its payment refunded): the quote is Client Lost', () => {
    renderActions({
      ...storedQuoteDetail(),
      status: 'lost',
      insurer,
      policy: { ...policy, status: 'cancelled' },
    } as unknown as QuoteDetail);
    expect(screen.queryByRole('button', { name: 'Payment Link' })).not.toBeInTheDocument();
  });

  it('offers Schedule, Closing, Invoice and Send Documents only when paid; a normal user reads the documents but sends nothing', () => {
    renderActions({ ...storedQuoteDetail(), insurer, policy } as unknown as QuoteDetail);
    expect(screen.queryByRole('button', { name: 'Schedule' })).not.toBeInTheDocument();
    cleanup();
    renderActions({ ...storedQuoteDetail(), status: 'paid', insurer, policy } as unknown as QuoteDetail, false);
    for (const name of ['Schedule', 'Closing', 'Invoice'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send Documents' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Payment Link' })).not.toBeInTheDocument();
  });

  it("words a payment link failure as back-office §8 does: a 400 in the server's words, a 500 and others in the spec's", () => {
    expect(
      paymentLinkFailure(new ApiError(400, 'Please enter the premium before sending the payment link.')).message,
    ).toBe('Please enter the premium before sending the payment link.');
    expect(paymentLinkFailure(new ApiError(500, 'Internal Server Error')).message).toBe(
      backOfficeMessages.paymentLinkServerError,
    );
    expect(paymentLinkFailure(new ApiError(0, 'Network error')).message).toBe(backOfficeMessages.paymentLinkFailed);
    expect(paymentLinkFailure(new ApiError(403, 'Forbidden')).message).toBe(FORBIDDEN_MESSAGE);
  });
});
