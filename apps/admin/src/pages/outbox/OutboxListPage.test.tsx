import { useMockApi } from '@buildcover/api-client/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdminAt } from '../../quotes/editorApp.test-support';

const server = useMockApi();

describe('the Mail outbox', { timeout: 60_000 }, () => {
  it('is named in the header, lists the mail kept and opens one under the same name', async () => {
    server.outbox.unshift({
      id: 7,
      to: 'quinn@example.com.au',
      subject: 'Payment receipt for BC-000002',
      status: 'kept',
      html: '<p>Thank you.</p>',
      text: 'Thank you.',
      attachments: [],
      error: null,
      quote_id: null,
      policy_id: null,
      created_at: '2026-11-26T12:24:00.000Z',
      sent_at: null,
    });
    const { user } = renderAdminAt(server, '/admin/outbox');
    expect(
      await screen.findByRole('heading', { name: 'Mail outbox', level: 1 }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    const grid = await screen.findByRole('grid', { name: 'Mail outbox' });
    await user.click(await within(grid).findByText('Payment receipt for BC-000002'));
    expect(await screen.findByRole('heading', { name: 'Payment receipt for BC-000002' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Mail outbox', level: 1 })).toBeInTheDocument();
    expect(document.title).toBe('Mail outbox | BuildCover Back Office');
  });
});
