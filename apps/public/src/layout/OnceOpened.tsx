import { Suspense, useState, type ReactElement, type ReactNode } from 'react';

/**
 * Renders a lazily loaded dialog from the first time it opens: its code (and React Aria's
 * overlays) loads then, not with the page. Once opened it stays mounted, as if always there.
 */
export function OnceOpened({ isOpen, children }: { isOpen: boolean; children: ReactNode }): ReactElement | null {
  const [opened, setOpened] = useState(isOpen);
  if (isOpen && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
