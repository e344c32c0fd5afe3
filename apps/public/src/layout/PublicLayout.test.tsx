import { createApiClient } from '@buildcover/api-client';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../App';
import { broker } from '../content/broker';

function renderAt(path: string) {
  const location = memoryLocation({ path, record: true });
  // These screens make no API call; nothing listens on this port.
  render(<App client={createApiClient({ baseUrl: 'http://127.0.0.1:9' })} locationHook={location.hook} />);
  return { location, user: userEvent.setup() };
}

describe('public page frame', { timeout: 20_000 }, () => {
  it('Contact Us opens Contact Details with the phone, the street address and a link to the contact page', async () => {
    const { user, location } = renderAt('/about');
    await user.click(screen.getByRole('button', { name: 'Contact Us' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact Details' });
    expect(within(dialog).getByRole('link', { name: broker.phone })).toHaveAttribute('href', broker.phoneHref);
    expect(dialog).toHaveTextContent(broker.address.street);
    await user.click(within(dialog).getByRole('link', { name: 'Visit our contact page' }));
    expect(location.history.at(-1)).toBe('/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('moves the focus to the new page when a link opens it, and leaves the first page alone', async () => {
    const { user } = renderAt('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'About BuildCover' })).toBeInTheDocument();
    expect(document.body).toHaveFocus();
    await user.click(
      within(screen.getByRole('navigation', { name: 'About BuildCover' })).getByRole('link', { name: 'Products' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: /products/i })).toBeInTheDocument();
    // A screen reader reads on from the new page's main region, not from the footer link pressed.
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('shows the licence and trading-name statement in the footer', () => {
    renderAt('/products');
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`BuildCover is a trading name of ${broker.legalName}`);
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`Australian Financial Services Licence ${broker.afsl}`);
  });

  it('answers an unknown address with a not-found page (its code loads with the route)', async () => {
    renderAt('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('sends /submit without a result back to the form', async () => {
    const { location } = renderAt('/submit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Owner-builder insurance quote' })).toBeInTheDocument();
    expect(location.history.at(-1)).toBe('/');
  });
});
