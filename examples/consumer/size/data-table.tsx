import { BuildCoverProvider, DataTable } from '@buildcover/ui';
import type { ReactElement } from 'react';

interface Quote {
  id: number;
  project: string;
}

/** One DataTable, imported from the package root. */
export function Page({ quotes }: { quotes: readonly Quote[] }): ReactElement {
  return (
    <BuildCoverProvider>
      <DataTable<Quote>
        aria-label="Quotes"
        columns={[{ id: 'project', header: 'Project', isRowHeader: true, cell: (quote) => quote.project }]}
        rows={quotes}
        getRowId={(quote) => quote.id}
      />
    </BuildCoverProvider>
  );
}
