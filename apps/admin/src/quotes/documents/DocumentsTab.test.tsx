import { ApiClientProvider, createApiClient, type QuoteDetail } from '@buildcover/api-client';
import { storedQuoteDetail } from '@buildcover/api-client/testing';
import { BuildCoverProvider } from '@buildcover/ui';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { EditSessionProvider } from '../EditSession';
import { QuoteHeader } from '../QuoteHeader';
import { DOCUMENTS_NEED_POLICY, DocumentsTab } from './DocumentsTab';

afterEach(cleanup);

function renderTab(quote: QuoteDetail) {
  render(
    <BuildCoverProvider>
      <ApiClientProvider client={createApiClient({ baseUrl: 'http://127.0.0.1:9' })}>
        <EditSessionProvider canEdit>
          <QuoteHeader quote={quote} onBack={() => undefined} />
          <DocumentsTab quote={quote} revalidate={async () => undefined} />
        </EditSessionProvider>
      </ApiClientProvider>
    </BuildCoverProvider>,
  );
  return userEvent.setup();
}

const policy = {
  id: 8,
  num: null,
  status: 'due_payment',
  inception_date: null,
  expiry_date: null,
  premium_amount: '3038.56',
};

describe('the Documents tab', () => {
  it('needs the policy an insurer brings', () => {
    renderTab(storedQuoteDetail());
    expect(screen.getByText(DOCUMENTS_NEED_POLICY)).toBeInTheDocument();
  });

  it('offers Schedule, COC and Closing, read-only until Edit mode, and keeps Submit disabled until one is uploaded', async () => {
    const user = renderTab({ ...storedQuoteDetail(), policy } as unknown as QuoteDetail);
    for (const label of ['Schedule', 'COC', 'Closing']) expect(screen.getByText(label)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    for (const button of screen.getAllByRole('button', { name: /Choose file/ })) expect(button).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Edit mode' }));
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    for (const button of screen.getAllByRole('button', { name: /Choose file/ })) expect(button).toBeEnabled();
  });

  it('lists a stored document with its name cut to 20 characters', () => {
    const file = {
      id: 1,
      file_key: 'AAAAAAAAAAAAAAAAAAAAAA.pdf',
      file_name: 'closing-statement-harbour-2026.pdf',
      file_url: '/x',
      url: '/x',
      transaction_id: null,
      mime: 'application/pdf',
      size: 10,
      meta: { field: 'uploaded_closing' },
      created_at: null,
    };
    renderTab({ ...storedQuoteDetail(), policy, files: [file] } as unknown as QuoteDetail);
    expect(
      screen.getByRole('button', { name: 'Download Closing: closing-statement-harbour-2026.pdf' }),
    ).toHaveTextContent('Download closing-statement-ha…');
  });
});
