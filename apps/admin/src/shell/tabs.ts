/** The back office's tabs: sidebar label, path under /admin and header title (public-site §2). */
export const adminTabs = [
  { id: 'dashboard', label: 'Dashboard', path: '/dashboard', title: 'Dashboard Insights' },
  { id: 'insurers', label: 'Insurers', path: '/insurers', title: 'Insurer Insights' },
  { id: 'insured', label: 'Insured', path: '/insured', title: 'Insured Insights' },
  { id: 'policy', label: 'Policy', path: '/policy', title: 'Policy Insights' },
  { id: 'quotes', label: 'Quotes', path: '/quotes', title: 'Quote Insights' },
  { id: 'transactions', label: 'Transactions', path: '/transactions', title: 'Transaction Insights' },
  { id: 'users', label: 'Users', path: '/users', title: 'User Insights' },
] as const;

export type AdminTab = (typeof adminTabs)[number];
export type AdminTabId = AdminTab['id'];

/** A path's first segment ('/quotes/12' → '/quotes'): what decides its tab and title. */
const firstSegment = (path: string): string => `/${path.split('/').filter(Boolean)[0] ?? ''}`;

/**
 * Screens that are no tab of their own, reached from a page (the dashboard links the Mail outbox):
 * the header names them; the sidebar keeps the tab they fall under.
 */
const titlesOutsideTabs: Record<string, string> = { '/outbox': 'Mail outbox', '/profile': 'Profile Settings' };

/** The header title of a path: its screen's own when it is outside the tabs, else its tab's. */
export function titleForPath(path: string): string {
  return titlesOutsideTabs[firstSegment(path)] ?? tabForPath(path).title;
}

/** The tab a path belongs to ('/quotes/12' → Quotes); unknown paths fall back to the dashboard. */
export function tabForPath(path: string): AdminTab {
  return adminTabs.find((t) => t.path === firstSegment(path)) ?? adminTabs[0];
}

/**
 * The screen a path shows, which the shell starts at its top with the focus on it when it changes: a
 * quote's tabs ('/quotes/12/premium') are paths of one screen, '/quotes/12'.
 */
export function screenOfPath(path: string): string {
  return /^\/quotes\/[^/]+/.exec(path)?.[0] ?? path;
}
