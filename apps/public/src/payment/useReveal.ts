import { useEffect, useRef, type RefObject } from 'react';

/**
 * For a result that appears after an action (a receipt, an outcome): scrolls it into view and moves
 * the keyboard focus to it once, so sighted and screen-reader users both land on it. Give the
 * element tabIndex={-1}.
 */
export function useReveal<T extends HTMLElement>(): RefObject<T | null> {
  const ref = useRef<T | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.scrollIntoView({ block: 'start' });
    element.focus({ preventScroll: true });
  }, []);
  return ref;
}
