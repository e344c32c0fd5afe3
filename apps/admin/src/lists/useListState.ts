import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'wouter';
import {
  applyListChange,
  listStateToSearch,
  parseListState,
  type ListChange,
  type ListState,
  type ListStateOptions,
} from './listState';

export type ChangeList = (change: ListChange, options?: { replace?: boolean }) => void;

/**
 * A list's state kept in the address bar, so Back, reload and a shared link show the same page.
 * Each change is a new history entry; `replace` is for corrections the user did not ask for
 * (a page past the end moved back to the last page). Several changes in one event build on each
 * other (the pagination bar sends a new size and then page 1).
 */
export function useListState(options: ListStateOptions): [ListState, ChangeList] {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const latestSearch = useRef(search);
  latestSearch.current = search;
  const { sortable, filterKeys, sizes, defaultSize } = options;
  // The option arrays are usually literals: compared by content.
  const optionsKey = JSON.stringify([sortable, filterKeys, sizes, defaultSize]);
  const parseOptions = useMemo<ListStateOptions>(
    () => ({
      sortable,
      ...(filterKeys ? { filterKeys } : {}),
      ...(sizes ? { sizes } : {}),
      ...(defaultSize ? { defaultSize } : {}),
    }),
    [optionsKey],
  );
  const state = useMemo(() => parseListState(search, parseOptions), [search, parseOptions]);
  const change = useCallback<ChangeList>(
    (listChange, { replace = false } = {}) => {
      const current = latestSearch.current;
      const next = listStateToSearch(applyListChange(parseListState(current, parseOptions), listChange), parseOptions);
      if (next === current) return;
      latestSearch.current = next;
      setParams(next, { replace });
    },
    [parseOptions, setParams],
  );
  return [state, change];
}
