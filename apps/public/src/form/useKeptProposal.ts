import { useHydrated } from '@buildcover/ui/hydration';
import { useEffect, useMemo, useState } from 'react';
import type { SavedProposal } from './savedProposalShape';
import { readSavedText } from './savedProposal';

/**
 * Whether the answers kept on this device may be read yet: not while a prerendered page hydrates
 * (its HTML is the blank form, and the first render must match it), at once otherwise. When it
 * turns true the page remounts the form under a new key (useKeptProposalKey), which then opens with
 * the answers: React's hydration-mismatch error is never thrown for a returning customer.
 */
export function useMayReadKeptProposal(): boolean {
  return useHydrated();
}

/** Kept proposals read back, by their stored text: the reader (and zod with it) loads only when something is kept. */
const readBack = new Map<string, SavedProposal | null>();

export interface KeptProposal {
  /** The proposal kept on this device (null: none, or not read back yet). */
  saved: SavedProposal | null;
  /**
   * True once what is kept is known: nothing, or read back. Until then a form must not keep or
   * clear anything (it is the blank form about to be replaced by the kept one).
   */
  known: boolean;
}

/** The proposal kept on this device, once it may be read: its text at once, its answers read back a moment later. */
export function useKeptProposalState(): KeptProposal {
  const mayRead = useMayReadKeptProposal();
  // Read once: what is written afterwards is this form's own autosave.
  const text = useMemo(() => (mayRead ? readSavedText() : null), [mayRead]);
  const [, setReadCount] = useState(0);
  useEffect(() => {
    if (text === null || readBack.has(text)) return undefined;
    let mounted = true;
    void import('./loadSavedProposal').then(({ parseSavedProposal }) => {
      readBack.set(text, parseSavedProposal(text));
      if (mounted) setReadCount((count) => count + 1);
    });
    return () => {
      mounted = false;
    };
  }, [text]);
  if (!mayRead) return { saved: null, known: false };
  if (text === null) return { saved: null, known: true };
  return { saved: readBack.get(text) ?? null, known: readBack.has(text) };
}

/** The proposal kept on this device, once it may be read and has been read back (null: none, or not yet). */
export function useKeptProposal(): SavedProposal | null {
  return useKeptProposalState().saved;
}

/** The key of the page's form: it changes once, after hydration, when answers are kept here. */
export function useKeptProposalKey(): string {
  return useKeptProposal() ? 'kept' : 'blank';
}
