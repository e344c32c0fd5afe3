import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { ListSource } from './usePagedList';

/** Reloads every cached page of a list (after a create, update or delete). */
export function useRefreshList(source: Pick<ListSource<unknown>, 'name'>): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  const prefix = `${source.name}/page`;
  return useCallback(() => mutate((key) => Array.isArray(key) && key[0] === prefix), [mutate, prefix]);
}
