'use client';

import { lazy, type ReactElement, type ReactNode } from 'react';

// React's client never draws what is inside a <noscript> (it hydrates and renders it as text), so
// only the server's render reaches the note: its code stays out of every page's scripts.
const NoScriptNote = lazy(async () => ({ default: (await import('./NoScriptNote')).NoScriptNote }));

/**
 * What a browser without JavaScript is told where a page cannot act without it (a form that checks
 * and prices in the browser, a card payment, content that loads in the browser): a server's HTML
 * carries it in a `<noscript>`, which a browser that runs scripts never shows.
 */
export function NeedsJavaScript({ title, children }: { title: string; children: ReactNode }): ReactElement {
  return (
    <noscript>
      <NoScriptNote title={title}>{children}</NoScriptNote>
    </noscript>
  );
}
