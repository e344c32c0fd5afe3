import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BuildCoverProvider } from '../../theme';
import { SearchField } from './SearchField';

// Testing Library drains React work with setTimeout(0) and only advances fake timers it knows as
// Jest's; this alias lets it advance Vitest's, so the clock below moves only when the test says so.
const globalWithJest = globalThis as { jest?: { advanceTimersByTime: (ms: number) => void } };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  globalWithJest.jest = { advanceTimersByTime: (ms) => vi.advanceTimersByTime(ms) };
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  delete globalWithJest.jest;
});

function setup() {
  const onSearch = vi.fn();
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(
    <BuildCoverProvider withGlobalStyle={false}>
      <SearchField label="Search insured" placeholder="Search insured..." onSearch={onSearch} />
    </BuildCoverProvider>,
  );
  const box = screen.getByRole('searchbox', { name: 'Search insured' });
  return { onSearch, user, box };
}

describe('SearchField', () => {
  it('shows the placeholder and does nothing below 3 characters', async () => {
    const { onSearch, user, box } = setup();
    expect(box).toHaveAttribute('placeholder', 'Search insured...');
    await user.type(box, 'ab');
    act(() => vi.advanceTimersByTime(1000));
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('searches once, 300 ms after the last keystroke, from 3 characters', async () => {
    const { onSearch, user, box } = setup();
    await user.type(box, 'smith');
    act(() => vi.advanceTimersByTime(299));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('smith');
  });

  it('going below 3 characters resets once with an empty term', async () => {
    const { onSearch, user, box } = setup();
    await user.type(box, 'smith');
    act(() => vi.advanceTimersByTime(300));
    await user.type(box, '{Backspace}{Backspace}{Backspace}');
    expect(onSearch).toHaveBeenLastCalledWith('');
    await user.type(box, '{Backspace}');
    act(() => vi.advanceTimersByTime(300));
    expect(onSearch.mock.calls).toEqual([['smith'], ['']]);
  });

  it('a pending search is cancelled when the text drops below 3 characters', async () => {
    const { onSearch, user, box } = setup();
    await user.type(box, 'smi{Backspace}');
    act(() => vi.advanceTimersByTime(1000));
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('Enter searches at once; the same term is not searched again', async () => {
    const { onSearch, user, box } = setup();
    await user.type(box, '  jones {Enter}');
    expect(onSearch).toHaveBeenCalledWith('jones');
    act(() => vi.advanceTimersByTime(300));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('Escape clears the box and resets the list', async () => {
    const { onSearch, user, box } = setup();
    await user.type(box, 'jones');
    act(() => vi.advanceTimersByTime(300));
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
    expect(onSearch).toHaveBeenLastCalledWith('');
  });
});
