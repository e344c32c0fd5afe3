'use client';

import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Whether the element's content is wider than its box (so it scrolls sideways). Re-measured when
 * the element or its first child (the table) changes size, e.g. after rows load or the window narrows.
 */
export function useHorizontalOverflow(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth);
    measure();
    // Without ResizeObserver (jsdom itself, a consumer's test setup, old browsers) the first measure stands.
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}
