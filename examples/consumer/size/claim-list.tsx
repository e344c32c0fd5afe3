import { BuildCoverProvider, ClaimList, type ClaimListProps } from '@buildcover/ui';
import { useState, type ReactElement } from 'react';

/** One ClaimList, imported from the package root. */
export function Page(): ReactElement {
  const [claims, setClaims] = useState<ClaimListProps['value']>([]);
  return (
    <BuildCoverProvider>
      <ClaimList value={claims} onChange={setClaims} />
    </BuildCoverProvider>
  );
}
