/** The id of every public page's main region (PublicLayout), the skip link's target. */
export const mainId = 'main';

/**
 * The page as a page load leaves it: scrolled to its top, with the keyboard focus on the main region,
 * so Tab and a screen reader start there. `scroll: false` keeps the scroll (one the browser restored).
 */
export function toPageTop({ scroll = true }: { scroll?: boolean } = {}): void {
  if (scroll && (window.scrollX !== 0 || window.scrollY !== 0)) window.scrollTo(0, 0);
  document.getElementById(mainId)?.focus({ preventScroll: true });
}
