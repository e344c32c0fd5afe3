'use client';

import type { ReactNode, ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme as defaultTheme, type BuildCoverTheme } from './tokens';
import { GlobalStyle } from './GlobalStyle';

export interface BuildCoverProviderProps {
  /** The app, or the part of a page, drawn with BuildCover components. */
  children: ReactNode;
  /** Override tokens (for example a partner's brand colours). */
  theme?: BuildCoverTheme;
  /** Render the base document styles; turn off when embedding inside another app's page. */
  withGlobalStyle?: boolean;
}

/** Wrap an app (or a story) once: theme tokens plus base styles. */
export function BuildCoverProvider({
  children,
  theme = defaultTheme,
  withGlobalStyle = true,
}: BuildCoverProviderProps): ReactElement {
  return (
    <ThemeProvider theme={theme}>
      {withGlobalStyle ? <GlobalStyle /> : null}
      {children}
    </ThemeProvider>
  );
}
