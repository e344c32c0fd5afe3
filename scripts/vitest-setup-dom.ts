import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest globals are off, so Testing Library cannot register its own cleanup: unmount after each test here, once for every file.
afterEach(() => {
  cleanup();
});

// The apps load dialogs, later routes and the proposal's schema when first used (issue 14): in a
// test that first use imports and transforms them, which takes seconds on a busy 2-core machine.
// findBy*/waitFor wait that long before failing; what they assert is unchanged.
configure({ asyncUtilTimeout: 15_000 });

// jsdom lays nothing out and has no ResizeObserver: what measures itself with one (the dashboard's
// charts, through @visx/responsive) keeps its initial size here, as nothing ever resizes.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}
