import { useContext } from 'react';
import { ThemeContext } from 'styled-components';
import type { BuildCoverTheme } from './tokens';

/**
 * The BuildCover theme, read by every component before it draws: without a BuildCoverProvider
 * (or a ThemeProvider holding a theme of the same shape) the styles would fail deep inside
 * styled-components with a TypeError that names neither the component nor the cause.
 */
export function useBuildCoverTheme(component: string): BuildCoverTheme {
  const theme = useContext(ThemeContext) as Partial<BuildCoverTheme> | undefined;
  if (!theme?.space || !theme.color || !theme.font) {
    throw new Error(
      `@buildcover/ui: <${component}> is rendered outside <BuildCoverProvider>. Wrap the app once: <BuildCoverProvider><App /></BuildCoverProvider> (import { BuildCoverProvider } from '@buildcover/ui').`,
    );
  }
  return theme as BuildCoverTheme;
}
