import { BuildCoverProvider, StatusBadge } from '@buildcover/ui';
import type { ReactElement } from 'react';

/** One StatusBadge, imported from the package root. */
export function Page(): ReactElement {
  return (
    <BuildCoverProvider>
      <StatusBadge status="answered" tone="success" />
    </BuildCoverProvider>
  );
}
