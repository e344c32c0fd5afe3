import { useMemo, useSyncExternalStore } from 'react';
import { loadSavedProposal, type SavedProposal } from './savedProposal';

const neverChanges = () => () => {};
const inBrowser = () => true;
const prerendering = () => false;

/**
 * Whether the answers kept on this device may be read yet: not while a prerendered page hydrates
 * (its HTML is the blank form, and the first render must match it), at once otherwise. When it
 * turns true the page remounts the form under a new key (useKeptProposalKey), which then opens with
 * the answers: React's hydration-mismatch error is never thrown for a returning customer.
 */
export function useMayReadKeptProposal(): boolean {
  return useSyncExternalStore(neverChanges, inBrowser, prerendering);
}

/** The proposal kept on this device, once it may be read (null: none, or not yet). */
export function useKeptProposal(): SavedProposal | null {
  const mayRead = useMayReadKeptProposal();
  return useMemo(() => (mayRead ? loadSavedProposal() : null), [mayRead]);
}

/** The key of the page's form: it changes once, after hydration, when answers are kept here. */
export function useKeptProposalKey(): string {
  return useKeptProposal() ? 'kept' : 'blank';
}
