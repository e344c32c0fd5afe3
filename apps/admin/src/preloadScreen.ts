import type { LazyComponent } from '@buildcover/ui';
import { isValidElement, type ReactNode } from 'react';

/**
 * Starts loading the code of the lazy screen `element` draws, if it is one: a screen inside the shell
 * is drawn only once the shell's own code is there, so without this its code would wait for the shell's.
 */
export function preloadScreenOf(element: ReactNode): void {
  if (!isValidElement(element)) return;
  const type: unknown = element.type;
  if (
    (typeof type === 'object' || typeof type === 'function') &&
    type !== null &&
    'preload' in type &&
    typeof type.preload === 'function'
  )
    (type as LazyComponent<object>).preload();
}
