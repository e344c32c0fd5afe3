import { useInsured } from '@buildcover/api-client';
import type { ReactElement } from 'react';
import type { ListScope } from './ListPanel';

/** 'Quotes of Jane Citizen': the holder a list is narrowed to, by name once it is read. */
function InsuredScopeText({ noun, id }: { noun: string; id: string }): ReactElement {
  const { data } = useInsured(id);
  return <span>{`${noun} of ${data?.full_name ?? `insured #${id}`}`}</span>;
}

/** A list narrowed to one policy holder by `?insured_id=` (the links on /admin/insured/:id). */
export const insuredScope = (noun: string): ListScope => ({
  key: 'insured_id',
  describe: (id) => <InsuredScopeText noun={noun} id={id} />,
});

/** The filter as the API takes it, when the list is narrowed to a holder. */
export function insuredFilter(filters: Record<string, string>): { insured_id?: number } {
  const id = Number(filters.insured_id);
  return Number.isInteger(id) && id > 0 ? { insured_id: id } : {};
}
