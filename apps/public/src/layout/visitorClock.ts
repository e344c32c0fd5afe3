import { todayIso } from '@buildcover/domain';
import { useSyncExternalStore } from 'react';
import { usePageData } from './pageData';

// The dates a page shows are read when it renders; nothing re-renders it at midnight.
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

/**
 * Today in Sydney (the domain's todayIso), from the visitor's clock. A page the server rendered with
 * its data (src/layout/pageData.tsx) shows the server's day, and hydration must match it: React
 * renders that day first and the visitor's right after (a pay link rendered just before midnight,
 * or opened on a phone whose clock is off, is not drawn twice over a mismatch).
 */
export function useToday(): string {
  const renderedFor = usePageData()?.today;
  return useSyncExternalStore(neverChanges, todayIso, () => renderedFor ?? todayIso());
}
