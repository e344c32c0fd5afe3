import type { ReactElement } from 'react';
import { Button } from 'react-aria-components';

/** The baseline: react-aria-components' own Button, unstyled. */
export function Page(): ReactElement {
  return <Button>Save</Button>;
}
