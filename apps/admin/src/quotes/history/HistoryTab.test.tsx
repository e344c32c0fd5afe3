import { storedQuoteDetail, useMockApi } from '@buildcover/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdminAt } from '../editorApp.test-support';

const server = useMockApi((mock) => {
  mock.quoteDetails = [storedQuoteDetail()];
  // Twelve notes added, newest first, as the history endpoint answers them.
  mock.quoteHistory[41] = Array.from({ length: 12 }, (_, i) => ({
    id: `audit-${12 - i}`,
    at: new Date(Date.UTC(2026, 10, 20, 12 - i)).toISOString(),
    actor: 'Broker Admin <broker.admin>',
    action: 'create_note',
    label: 'Note added',
    changes: [{ field: 'note', from: null, to: `Call ${12 - i}` }],
  }));
});

const historyList = () => screen.findByRole('list', { name: 'Quote history' }, { timeout: 15_000 });
/** One heading per entry (an entry's changes are a list of their own). */
const entries = async () => within(await historyList()).getAllByRole('heading', { name: 'Note added' });

describe('the History tab', { timeout: 60_000 }, () => {
  it('keeps its page in the address like the other lists', async () => {
    const { user, at } = renderAdminAt(server, '/admin/quotes/41/history');
    expect(await entries()).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(at()).toBe('/admin/quotes/41/history?page=2'));
    await waitFor(async () => expect(await entries()).toHaveLength(2));
    expect((await historyList()).textContent).toMatch(/Note: Call 2.*Note: Call 1/);
  });

  it('opens the page the address names', async () => {
    renderAdminAt(server, '/admin/quotes/41/history?page=2');
    await waitFor(() => expect(screen.getByText('Page 2 of 2')).toBeInTheDocument(), { timeout: 15_000 });
    expect(await entries()).toHaveLength(2);
  });

  it('names the changed fields as the editor does and leaves out empty ones', async () => {
    server.quoteHistory[41] = [
      {
        id: 'audit-20',
        at: '2026-11-21T10:00:00.000Z',
        actor: 'Broker Admin <broker.admin>',
        action: 'set_premium',
        label: 'Premium saved',
        changes: [{ field: 'premium.base', from: '2500.00', to: '2750.00' }],
      },
      {
        id: 'audit-19',
        at: '2026-11-21T09:00:00.000Z',
        actor: 'Broker Admin <broker.admin>',
        action: 'update_documents',
        label: 'Documents uploaded',
        changes: [{ field: 'uploaded_coc', from: null, to: 'certificate.pdf' }],
      },
      {
        id: 'audit-18',
        at: '2026-11-20T09:00:00.000Z',
        actor: 'public',
        action: 'submit',
        label: 'Proposal submitted',
        changes: [
          { field: 'ref', from: null, to: 'BC-000041' },
          { field: 'reasons', from: null, to: '' },
        ],
      },
    ];
    renderAdminAt(server, '/admin/quotes/41/history');
    const list = await historyList();
    expect(within(list).getByText('Base Premium')).toBeInTheDocument();
    expect(list).toHaveTextContent('Base Premium: 2500.00 → 2750.00');
    expect(list).toHaveTextContent('COC: certificate.pdf');
    expect(list).toHaveTextContent('Quote Ref: BC-000041');
    expect(list).not.toHaveTextContent(/premium\.base|uploaded_coc|reasons|Underwriting decision/);
  });

  it('names statuses by their labels, not their codes', async () => {
    server.quoteHistory[41] = [
      {
        id: 'audit-34',
        at: '2026-11-23T11:00:00.000Z',
        actor: 'Dana Broker <dana.broker>',
        action: 'refund',
        label: 'Payment refunded',
        changes: [
          { field: 'status', from: 'succeeded', to: 'refunded' },
          { field: 'quote_status', from: 'paid', to: 'lost' },
        ],
      },
      {
        id: 'audit-33',
        at: '2026-11-22T10:30:00.000Z',
        actor: 'public',
        action: 'payment_failed',
        label: 'Card payment failed',
        changes: [{ field: 'status', from: 'pending', to: 'failed' }],
      },
      {
        id: 'audit-32',
        at: '2026-11-22T11:00:00.000Z',
        actor: 'public',
        action: 'pay',
        label: 'Paid by card',
        changes: [{ field: 'status', from: 'due_payment', to: 'paid' }],
      },
      {
        id: 'audit-31',
        at: '2026-11-22T10:00:00.000Z',
        actor: 'system',
        action: 'payment_link',
        label: 'Payment link sent',
        changes: [
          { field: 'status', from: 'review', to: 'paydue' },
          { field: 'policy_status', from: 'draft', to: 'due_payment' },
        ],
      },
      {
        id: 'mail-7',
        at: '2026-11-22T10:00:01.000Z',
        actor: 'system',
        action: 'mail',
        label: 'Mail sent',
        changes: [{ field: 'delivery', from: null, to: 'kept' }],
      },
      {
        id: 'audit-30',
        at: '2026-11-21T10:00:00.000Z',
        actor: 'Broker Admin <broker.admin>',
        action: 'update_info',
        label: 'Quote details saved',
        changes: [{ field: 'status', from: 'referred', to: 'review' }],
      },
    ];
    renderAdminAt(server, '/admin/quotes/41/history');
    const list = await historyList();
    expect(list).toHaveTextContent('Status: Referred to Insurer → Review Required');
    expect(list).toHaveTextContent('Status: Review Required → Payment Due');
    expect(list).toHaveTextContent('Policy Status: Draft → Payment Due');
    expect(list).toHaveTextContent('Status: Payment Due → Paid');
    expect(list).toHaveTextContent('Delivery: Kept (not sent)');
    expect(list).toHaveTextContent('Status: Succeeded → Refunded');
    expect(list).toHaveTextContent('Quote Status: Paid → Client Lost');
    expect(list).toHaveTextContent('Status: Pending → Failed');
    expect(list).not.toHaveTextContent(/referred →|→ review|due_payment|paydue|kept/);
  });
});
