import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};
const yearNow = () => new Date().getFullYear();
/** The year the page's HTML was prerendered in (scripts/vite-app.mjs); the current year where no build ran (tests). */
const buildYear = (): number => Number(import.meta.env.VITE_BUILD_YEAR ?? yearNow());

/**
 * This year, from the visitor's clock. A prerendered page carries the build's year, and hydration
 * must match it: React renders the build's year first and the visitor's right after (no mismatch
 * when a page built last December is opened in January).
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(neverChanges, yearNow, buildYear);
}
