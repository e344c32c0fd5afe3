import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BuildCoverProvider } from '../../theme';
import { SiteHeader } from './SiteHeader';

describe('SiteHeader', () => {
  it('opens contact details with the app, and leads a browser without JavaScript to the contact page', async () => {
    const onContact = vi.fn();
    render(
      <BuildCoverProvider>
        <SiteHeader onContact={onContact} contactHref="/contact" />
      </BuildCoverProvider>,
    );
    const button = screen.getByRole('button', { name: 'Contact Us' });
    // What a browser without the app does with the press: a GET of the contact page.
    const form = button.closest('form');
    expect(form?.getAttribute('action')).toBe('/contact');
    expect(form?.getAttribute('method')).toBe('get');
    expect(button).toHaveAttribute('type', 'submit');

    let prevented: boolean | undefined;
    document.addEventListener('submit', (event) => void (prevented = event.defaultPrevented), { once: true });
    await userEvent.setup().click(button);
    expect(onContact).toHaveBeenCalledTimes(1);
    // With the app, the press opens the modal and the page stays.
    expect(prevented).toBe(true);
  });

  it('is a plain button when no contact page is given', async () => {
    const onContact = vi.fn();
    render(
      <BuildCoverProvider>
        <SiteHeader onContact={onContact} />
      </BuildCoverProvider>,
    );
    const button = screen.getByRole('button', { name: 'Contact Us' });
    expect(button.closest('form')).toBeNull();
    await userEvent.setup().click(button);
    expect(onContact).toHaveBeenCalledTimes(1);
  });
});
