import type { LinkComponentProps } from '@buildcover/ui';
import type { ReactElement } from 'react';
import { Link } from 'wouter';
import { usePreloadScreenAt } from './screenPreload';

/**
 * wouter's Link in the shape ui's layout components take, so their links route client-side. A link
 * pointed at or focused starts loading the code of the screen it opens, so the click does not wait for it.
 */
export function RouterLink(props: LinkComponentProps): ReactElement {
  const preloadScreenAt = usePreloadScreenAt();
  const preload = (): void => preloadScreenAt(props.href);
  return <Link {...props} onPointerEnter={preload} onFocus={preload} />;
}
