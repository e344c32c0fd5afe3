import { Alert } from '@buildcover/ui';
import type { ReactElement, ReactNode } from 'react';

/**
 * What a browser without JavaScript is told where a page cannot act without it (the form's checks
 * and price, the card payment): the server's HTML carries it in a <noscript>, which a browser that
 * runs scripts never shows, so the app never draws it.
 */
export function NeedsJavaScript({ title, children }: { title: string; children: ReactNode }): ReactElement {
  return (
    <noscript>
      <Alert tone="warning" title={title}>
        {children}
      </Alert>
    </noscript>
  );
}
