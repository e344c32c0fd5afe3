import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { usePageChangeFocus } from './usePageChangeFocus';

const mainId = 'main';

/** Two pages behind one main region, as an app's router draws them; the form page's Send button goes when pressed. */
function Site({ resultFocusesItsHeading = false }: { resultFocusesItsHeading?: boolean }): ReactElement {
  const [page, setPage] = useState('/form');
  usePageChangeFocus(page, mainId);
  return (
    <>
      <nav>
        <button type="button" onClick={() => setPage('/about')}>
          About
        </button>
      </nav>
      <main id={mainId} tabIndex={-1}>
        {page === '/form' ? (
          <button type="button" onClick={() => setPage('/result')}>
            Send
          </button>
        ) : (
          <Result title={page} focusesHeading={resultFocusesItsHeading} />
        )}
      </main>
    </>
  );
}

function Result({ title, focusesHeading }: { title: string; focusesHeading: boolean }): ReactElement {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusesHeading) heading.current?.focus();
  }, [focusesHeading]);
  return (
    <h1 ref={heading} tabIndex={-1}>
      {title}
    </h1>
  );
}

describe('usePageChangeFocus', () => {
  it('leaves the first page alone, then gives a new page the focus when the control that opened it is gone', async () => {
    const user = userEvent.setup();
    render(<Site />);
    expect(document.body).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('heading', { name: '/result' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('gives the new page the focus when the control that opened it stays (a link in the navigation)', async () => {
    const user = userEvent.setup();
    render(<Site />);
    await user.click(screen.getByRole('button', { name: 'About' }));
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('keeps the focus a new page moves itself', async () => {
    const user = userEvent.setup();
    render(<Site resultFocusesItsHeading />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('heading', { name: '/result' })).toHaveFocus();
  });

  it('moves nothing while the page stays the same', async () => {
    const user = userEvent.setup();
    render(<Site />);
    await user.click(screen.getByRole('button', { name: 'About' }));
    await user.click(screen.getByRole('button', { name: 'About' }));
    expect(screen.getByRole('button', { name: 'About' })).toHaveFocus();
    act(() => window.dispatchEvent(new PopStateEvent('popstate')));
    expect(screen.getByRole('button', { name: 'About' })).toHaveFocus();
  });
});
