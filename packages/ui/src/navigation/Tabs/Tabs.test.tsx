import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BuildCoverProvider } from '../../theme';
import { Tabs, type TabItem } from './Tabs';

const items: TabItem[] = [
  { id: 'proposal', label: 'Your proposal', content: <p>Policy holder: Alex Nguyen</p> },
  { id: 'premium', label: 'Premium', content: <p>Total payable $1,234.56</p> },
  { id: 'notes', label: 'Notes', content: <p>A hidden tab</p>, isHidden: true },
  { id: 'documents', label: 'Documents', content: <p>Schedule.pdf</p>, isDisabled: true },
  { id: 'payment', label: 'Payment', content: <p>Not paid yet</p> },
];
const tabs = (
  <BuildCoverProvider>
    <Tabs aria-label="Quote details" items={items} />
  </BuildCoverProvider>
);

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
});

/** The tabs as a server sends them, in the page. */
function serverRendered(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(tabs);
  document.body.append(container);
  return container;
}

describe('Tabs in the HTML a server sends', () => {
  it('links to every panel and carries each under its tab name, for a browser without JavaScript', () => {
    const page = within(serverRendered());
    const contents = page.getByRole('navigation', { name: 'Quote details' });
    expect(
      within(contents)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Your proposal', '#tab-proposal'],
      ['Premium', '#tab-premium'],
      ['Payment', '#tab-payment'],
    ]);
    // A disabled tab is named but leads nowhere; a hidden one is not there at all.
    expect(within(contents).getByText('Documents').closest('a')).toBeNull();
    expect(page.queryByText('Notes')).toBeNull();
    expect(page.getByRole('region', { name: 'Premium' })).toHaveTextContent('Total payable $1,234.56');
    expect(page.getByRole('region', { name: 'Payment' })).toHaveTextContent('Not paid yet');
    expect(page.getByRole('region', { name: 'Your proposal' }).id).toBe('tab-proposal');
    expect(page.queryByText('Schedule.pdf')).toBeNull();
    expect(page.queryByRole('tab')).toBeNull();
  });

  it('becomes tabs once the app has taken the page over, with no hydration error', async () => {
    const container = serverRendered();
    const onRecoverableError = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, tabs, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(screen.getByRole('tab', { name: 'Your proposal' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Policy holder: Alex Nguyen');
    expect(screen.queryByRole('navigation')).toBeNull();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Premium' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Total payable $1,234.56');
  });

  it('opens on the panel a link named before the app arrived', async () => {
    const container = serverRendered();
    // The customer tapped "Payment" in the page's HTML while its scripts were still loading.
    window.history.replaceState(null, '', '#tab-payment');
    await act(async () => {
      root = hydrateRoot(container, tabs);
    });
    expect(screen.getByRole('tab', { name: 'Payment' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Not paid yet');
  });
});

describe('Tabs drawn by the app alone', () => {
  it('are tabs from the first render', () => {
    render(tabs);
    expect(screen.getByRole('tablist', { name: 'Quote details' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Your proposal' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('do not open a disabled tab a link names', () => {
    window.history.replaceState(null, '', '#tab-documents');
    render(tabs);
    expect(screen.getByRole('tab', { name: 'Your proposal' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('Tabs telling what may be chosen next', () => {
  it('name a tab the pointer rests on or the keyboard reaches, before it is chosen, and never a disabled one', async () => {
    const user = userEvent.setup();
    const onTabIntent = vi.fn();
    render(
      <BuildCoverProvider>
        <Tabs aria-label="Quote details" items={items} onTabIntent={onTabIntent} />
      </BuildCoverProvider>,
    );
    await user.hover(screen.getByRole('tab', { name: 'Payment' }));
    expect(onTabIntent).toHaveBeenLastCalledWith('payment');
    expect(screen.getByRole('tab', { name: 'Payment' })).toHaveAttribute('aria-selected', 'false');
    await user.hover(screen.getByRole('tab', { name: 'Documents' }));
    expect(onTabIntent).not.toHaveBeenCalledWith('documents');
    await user.tab();
    expect(onTabIntent).toHaveBeenLastCalledWith('proposal');
    await user.keyboard('{ArrowRight}');
    expect(onTabIntent).toHaveBeenLastCalledWith('premium');
  });
});
