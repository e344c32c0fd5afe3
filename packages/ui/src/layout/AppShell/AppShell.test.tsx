import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { BuildCoverProvider } from '../../theme';
import { AppShell } from './AppShell';

/** Two screens in one shell, switched by a button in the page, as an app's router would draw them. */
function TwoScreens(): ReactElement {
  const [screenShown, setScreen] = useState('/quotes');
  return (
    <BuildCoverProvider>
      <AppShell title={screenShown} userName="Sam" navItems={[]} userMenuItems={[]} screenKey={screenShown}>
        <button type="button" onClick={() => setScreen(screenShown === '/quotes' ? '/insurers' : '/quotes')}>
          Next screen
        </button>
      </AppShell>
    </BuildCoverProvider>
  );
}

describe('AppShell', () => {
  it('gives the main content the focus when screenKey names a new screen, and not on the first one', async () => {
    const user = userEvent.setup();
    render(<TwoScreens />);
    expect(screen.getByRole('main')).not.toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Next screen' }));
    expect(screen.getByRole('heading', { level: 1, name: '/insurers' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
