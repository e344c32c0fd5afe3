/**
 * The page as a page load leaves it: scrolled to its top, with the keyboard focus on its main region
 * (the element `mainId` names, focusable with `tabIndex={-1}`), so Tab and a screen reader start
 * there. `scroll: false` keeps the scroll (one the browser restored).
 */
export function toPageTop(mainId: string, { scroll = true }: { scroll?: boolean } = {}): void {
  if (scroll && (window.scrollX !== 0 || window.scrollY !== 0)) window.scrollTo(0, 0);
  document.getElementById(mainId)?.focus({ preventScroll: true });
}
