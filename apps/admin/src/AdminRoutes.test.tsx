import { storedQuoteDetail, useMockApi } from '@buildcover/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdminAt } from './quotes/editorApp.test-support';

const server = useMockApi((mock) => {
  mock.quoteDetails = [storedQuoteDetail()];
});

describe('the signed-in screens', { timeout: 60_000 }, () => {
  it("share one shell: a quote's tabs keep the focus on the tab, and a sidebar link gives it to the new screen", async () => {
    const { user, at } = renderAdminAt(server, '/admin/quotes/41');
    await screen.findByRole('heading', { level: 2, name: /Quote BC-000041/ }, { timeout: 15_000 });
    const header = screen.getByRole('banner');
    await waitFor(() => expect(document.title).toBe('Quote BC-000041 | BuildCover Back Office'));

    await user.click(screen.getByRole('tab', { name: 'Premium' }));
    expect(at()).toBe('/admin/quotes/41/premium');
    expect(screen.getByRole('tab', { name: 'Premium' })).toHaveFocus();

    // jsdom has no wide screen: the sidebar is the drawer behind the menu button, as on a phone.
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('link', { name: 'Quotes' }));
    expect(await screen.findByRole('searchbox', { name: 'Search quotes' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(at()).toBe('/admin/quotes');
    expect(screen.getByRole('banner')).toBe(header);
    expect(screen.getByRole('heading', { level: 1, name: 'Quote Insights' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
    // The quote's own title went with it.
    expect(document.title).toBe('Quote Insights | BuildCover Back Office');
  });
});
