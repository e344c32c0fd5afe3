import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { Button } from '../primitives/Button';
import { Alert } from '../feedback/Alert';
import { BuildCoverProvider } from './BuildCoverProvider';
import { theme } from './tokens';

describe('a component without BuildCoverProvider', () => {
  it('throws an error that names the component and BuildCoverProvider', () => {
    // React reports the thrown render error on the console as well; the assertion is on the throw.
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Button>Next</Button>)).toThrow('<Button> is rendered outside <BuildCoverProvider>');
    expect(() => render(<Alert title="Saved" />)).toThrow('<Alert> is rendered outside <BuildCoverProvider>');
    report.mockRestore();
  });

  it('renders inside BuildCoverProvider, or a ThemeProvider holding the BuildCover theme', () => {
    render(
      <BuildCoverProvider withGlobalStyle={false}>
        <Button>Next</Button>
      </BuildCoverProvider>,
    );
    render(
      <ThemeProvider theme={theme}>
        <Button>Back</Button>
      </ThemeProvider>,
    );
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });
});
