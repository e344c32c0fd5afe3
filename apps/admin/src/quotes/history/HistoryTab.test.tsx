import { startMockApi, storedQuoteDetail, type MockApi } from '@buildcover/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderAdminAt } from '../editorApp.test-support';

let server: MockApi;
beforeEach(async () => {
  localStorage.clear();
  server = await startMockApi();
  server.quoteDetails = [storedQuoteDetail()];
  // Twelve notes added, newest first, as the history endpoint answers them.
  server.quoteHistory[41] = Array.from({ length: 12 }, (_, i) => ({
    id: `audit-${12 - i}`,
    at: new Date(Date.UTC(2026, 10, 20, 12 - i)).toISOString(),
    actor: 'Broker Admin <broker.admin>',
    action: 'create_note',
    label: 'Note added',
    changes: [{ field: 'note', from: null, to: `Call ${12 - i}` }],
  }));
});
afterEach(async () => {
  await server.close();
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
    expect((await historyList()).textContent).toMatch(/note: Call 2.*note: Call 1/);
  });

  it('opens the page the address names', async () => {
    renderAdminAt(server, '/admin/quotes/41/history?page=2');
    await waitFor(() => expect(screen.getByText('Page 2 of 2')).toBeInTheDocument(), { timeout: 15_000 });
    expect(await entries()).toHaveLength(2);
  });
});
