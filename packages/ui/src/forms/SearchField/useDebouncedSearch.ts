'use client';

import { useCallback, useEffect, useRef } from 'react';

export interface DebouncedSearchOptions {
  /** Searches start from this many characters (after trimming). */
  minLength?: number;
  /** Quiet time in milliseconds before a search runs. */
  delay?: number;
}

export interface DebouncedSearch {
  /** Call on every change of the text. */
  update: (text: string) => void;
  /** Call on Enter: searches at once (if long enough) instead of waiting. */
  submit: (text: string) => void;
}

/**
 * The search box rule: a term of `minLength`+ characters is searched after `delay` ms without
 * typing; going below `minLength` calls onSearch('') once, to reset the list. The same term is
 * never searched twice in a row.
 */
export function useDebouncedSearch(
  onSearch: (term: string) => void,
  { minLength = 3, delay = 300 }: DebouncedSearchOptions = {},
): DebouncedSearch {
  const latest = useRef(onSearch);
  latest.current = onSearch;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastSent = useRef('');

  const send = useCallback((term: string) => {
    if (term === lastSent.current) return;
    lastSent.current = term;
    latest.current(term);
  }, []);

  const update = useCallback(
    (text: string) => {
      clearTimeout(timer.current);
      const term = text.trim();
      if (term.length >= minLength) timer.current = setTimeout(() => send(term), delay);
      else send('');
    },
    [delay, minLength, send],
  );

  const submit = useCallback(
    (text: string) => {
      clearTimeout(timer.current);
      const term = text.trim();
      send(term.length >= minLength ? term : '');
    },
    [minLength, send],
  );

  useEffect(() => () => clearTimeout(timer.current), []);
  return { update, submit };
}
