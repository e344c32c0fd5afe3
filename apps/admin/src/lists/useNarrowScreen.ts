import { useEffect, useState } from 'react';
import { useTheme } from 'styled-components';

/**
 * True below the theme's md breakpoint (48em), where a list's columns cannot fit and rows show as
 * cards instead. Without matchMedia (tests, old browsers) the wide layout is used.
 */
export function useNarrowScreen(): boolean {
  const theme = useTheme();
  const query = `(max-width: calc(${theme.breakpoint.md} - 0.02em))`;
  const [narrow, setNarrow] = useState(
    () => typeof window !== 'undefined' && Boolean(window.matchMedia?.(query).matches),
  );
  useEffect(() => {
    if (typeof window === 'undefined' || !window.matchMedia) return undefined;
    const media = window.matchMedia(query);
    const update = () => setNarrow(media.matches);
    update();
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, [query]);
  return narrow;
}
