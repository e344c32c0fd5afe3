import { createContext, useContext, useState, type ReactElement, type ReactNode } from 'react';
import { useLocation } from 'wouter';

/**
 * What a page was rendered with on the server (its pay link opened from an e-mail shows the quote
 * before any JavaScript has run: src/prerender.tsx, renderPageWithData), so the app takes the page
 * over as it was drawn: the API reads, keyed as SWR keys them (`unstable_serialize`), which the
 * page's cache starts from instead of reading them again; and the day it was rendered for (useToday).
 */
export interface PageData {
  readonly today: string;
  readonly reads: Readonly<Record<string, unknown>>;
}

const pageDataElementId = 'page-data';

const PageDataContext = createContext<PageData | undefined>(undefined);
export const usePageData = (): PageData | undefined => useContext(PageDataContext);

/**
 * Gives `pageData` to the page it was rendered for, until the visitor moves to another page: from
 * then on every page reads its data afresh, so a customer who pays and comes back to their pay link
 * sees the quote paid, not the page as it was first sent. Inside the router.
 */
export function PageDataProvider({
  pageData,
  children,
}: {
  pageData: PageData | undefined;
  children: ReactNode;
}): ReactElement {
  const [location] = useLocation();
  const [firstLocation] = useState(location);
  const [moved, setMoved] = useState(false);
  // Adjusting state while rendering, as React's docs have it: React renders again at once, without it.
  if (!moved && location !== firstLocation) setMoved(true);
  return <PageDataContext.Provider value={moved ? undefined : pageData}>{children}</PageDataContext.Provider>;
}

/** What the server rendered this page with, from the page's own HTML; none on a prerendered page. */
export function readPageData(doc: Document): PageData | undefined {
  const text = doc.getElementById(pageDataElementId)?.textContent;
  if (!text) return undefined;
  try {
    const data = JSON.parse(text) as Partial<PageData> | null;
    return typeof data?.today === 'string' && typeof data.reads === 'object' && data.reads !== null
      ? { today: data.today, reads: data.reads }
      : undefined;
  } catch {
    return undefined;
  }
}

/** The element that carries `data` in the page's <head>: JSON, its '<' escaped so no text in it can end the element. */
export const pageDataElement = (data: PageData): string =>
  `<script type="application/json" id="${pageDataElementId}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
