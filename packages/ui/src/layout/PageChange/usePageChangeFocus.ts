import { useEffect, useRef } from 'react';
import { toPageTop } from './toPageTop';

/**
 * What a full page load does, for a page drawn by an app's router: when `pageKey` (the route's path,
 * or whatever names the page shown) changes, the new page starts at its top and the keyboard focus
 * moves to its main region, the element `mainId` names (`toPageTop`), so a screen reader starts
 * reading the new page instead of staying on a control that is gone, and Tab starts in the page
 * rather than at the top of the document. Without it, a result drawn after a long form kept the
 * form's scroll position and opened part-way down on a phone.
 *
 * Left alone: the first page (the browser has placed it), a new page that moved the focus itself
 * (a step heading, a receipt), and the scroll of a back or forward move, which the browser restores.
 * With `afterUse`, a first page drawn once the user has used the document (a shell that appears
 * after signing in) is a new page too, when nothing holds the focus.
 */
export function usePageChangeFocus(
  pageKey: string,
  mainId: string,
  { afterUse = false }: { afterUse?: boolean } = {},
): void {
  const shownKey = useRef(pageKey);
  const focusedBeforeChange = useRef<Element | null>(null);
  // The address a back or forward move went to (a skip link's #fragment moves history too, within a page).
  const historyMovedTo = useRef<string | null>(null);

  useEffect(() => {
    // `userActivation` says whether the user has clicked or typed in this document yet (not so on a page load).
    const usedBefore = typeof navigator !== 'undefined' && navigator.userActivation?.hasBeenActive === true;
    if (afterUse && usedBefore && (document.activeElement === null || document.activeElement === document.body))
      toPageTop(mainId);
    // The first draw only: the later ones are the next effect's.
  }, []);

  useEffect(() => {
    const onHistoryMove = (): void => {
      historyMovedTo.current = window.location.pathname;
    };
    window.addEventListener('popstate', onHistoryMove);
    return () => window.removeEventListener('popstate', onHistoryMove);
  }, []);

  // The control that led to the new page, read while the new page renders: by the time effects run,
  // React may have removed it, or the new page may have focused something of its own.
  if (pageKey !== shownKey.current && typeof document !== 'undefined')
    focusedBeforeChange.current = document.activeElement;

  useEffect(() => {
    if (pageKey === shownKey.current) return;
    shownKey.current = pageKey;
    const byHistory = historyMovedTo.current === window.location.pathname;
    historyMovedTo.current = null;
    const focused = document.activeElement;
    const pageFocusedItsOwn =
      focused !== null && focused !== document.body && focused !== focusedBeforeChange.current && focused.isConnected;
    focusedBeforeChange.current = null;
    if (pageFocusedItsOwn) return;
    toPageTop(mainId, { scroll: !byHistory });
  }, [pageKey, mainId]);
}
