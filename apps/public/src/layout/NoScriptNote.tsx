import { Alert } from '@buildcover/ui';
import type { ReactElement, ReactNode } from 'react';

/** The note NeedsJavaScript puts in a page's <noscript>: a warning, as the design system draws one. */
export function NoScriptNote({ title, children }: { title: string; children: ReactNode }): ReactElement {
  return (
    <Alert tone="warning" title={title}>
      {children}
    </Alert>
  );
}
