import type { Page } from 'playwright-core';

/**
 * The page's cumulative layout shift so far (the layout-shift entries not caused by input, summed as
 * Lighthouse's CLS is for a short load): how far content jumped under the reader's eyes.
 */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        // A page that never shifted has no entry, so the observer never calls back.
        const none = setTimeout(() => resolve(0), 1000);
        new PerformanceObserver((list) => {
          clearTimeout(none);
          resolve(
            list
              .getEntries()
              .reduce(
                (sum, entry) =>
                  sum +
                  ((entry as PerformanceEntry & { hadRecentInput: boolean; value: number }).hadRecentInput
                    ? 0
                    : (entry as PerformanceEntry & { value: number }).value),
                0,
              ),
          );
        }).observe({ type: 'layout-shift', buffered: true });
      }),
  );
}
