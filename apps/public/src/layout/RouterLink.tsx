import type { LinkComponentProps } from '@buildcover/ui';
import type { ReactElement } from 'react';
import { Link } from 'wouter';

/** wouter's Link in the shape ui's layout components take, so their links route client-side. */
export function RouterLink(props: LinkComponentProps): ReactElement {
  return <Link {...props} />;
}
