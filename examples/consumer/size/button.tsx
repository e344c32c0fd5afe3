import { BuildCoverProvider, Button } from '@buildcover/ui';
import type { ReactElement } from 'react';

/** One BuildCover Button, imported from the package root as an app would. */
export function Page(): ReactElement {
  return (
    <BuildCoverProvider>
      <Button>Save</Button>
    </BuildCoverProvider>
  );
}
