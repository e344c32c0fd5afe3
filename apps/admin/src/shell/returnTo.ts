/**
 * Where the login screen sends a user back to: the page their session ended on (a failed
 * refresh, an expired session, a shared link opened while signed out). Only paths inside the
 * back office are accepted, so a crafted link cannot send a user elsewhere after signing in.
 */
export const RETURN_PARAM = 'next';

export function loginPathFor(location: string, search: string): string {
  if (location === '/' || location.startsWith('/login')) return '/login';
  const target = search ? `${location}?${search}` : location;
  return `/login?${RETURN_PARAM}=${encodeURIComponent(target)}`;
}

/** The page to open after signing in: the `next` path when it is a back-office path, else the dashboard. */
export function returnPathFrom(search: string): string {
  const next = new URLSearchParams(search).get(RETURN_PARAM);
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/login')) return '/dashboard';
  return next;
}
