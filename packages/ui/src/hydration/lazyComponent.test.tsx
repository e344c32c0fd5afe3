import { render, screen } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyComponent } from './lazyComponent';

function Greeting({ name }: { name: string }): ReactElement {
  return <p>Hello {name}</p>;
}

const drawn = (element: ReactElement) => render(<Suspense fallback={<p>Loading...</p>}>{element}</Suspense>);

describe('lazyComponent', () => {
  it('imports the module once, whether preload or the first draw asks first, and draws the named export', async () => {
    const load = vi.fn(async () => ({ Greeting }));
    const LazyGreeting = lazyComponent(load, 'Greeting');
    LazyGreeting.preload();
    LazyGreeting.preload();
    expect(load).toHaveBeenCalledTimes(1);
    drawn(<LazyGreeting name="Alex" />);
    expect(await screen.findByText('Hello Alex')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('draws a preloaded component at once, without suspending', async () => {
    const LazyGreeting = lazyComponent(async () => ({ Greeting }), 'Greeting');
    LazyGreeting.preload();
    await new Promise((resolve) => setTimeout(resolve, 0));
    drawn(<LazyGreeting name="Kim" />);
    expect(screen.getByText('Hello Kim')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  it('forgets a failed download, so the next preload or draw imports again', async () => {
    const load = vi
      .fn<() => Promise<{ Greeting: typeof Greeting }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ Greeting });
    const LazyGreeting = lazyComponent(load, 'Greeting');
    LazyGreeting.preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    drawn(<LazyGreeting name="Sam" />);
    expect(await screen.findByText('Hello Sam')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
