'use client';

import { createGlobalStyle } from 'styled-components';
import { palette } from './tokens';

const paletteVariables = Object.entries(palette)
  .map(([name, value]) => `--bc-${name}: ${value};`)
  .join('\n');

/** Base document styles and the palette as CSS variables. */
export const GlobalStyle = createGlobalStyle`
  :root {
    ${paletteVariables}
  }
  *, *::before, *::after { box-sizing: border-box; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font.family};
    font-size: ${({ theme }) => theme.font.size.md};
    line-height: ${({ theme }) => theme.font.lineHeight.normal};
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.background};
  }
  /* Plain links (an app's router links, links in notes and alerts) in the brand's colour, visited or
     not, instead of the browser's blue and purple; components that style their own links keep theirs. */
  a {
    color: ${({ theme }) => theme.color.brand};
    text-underline-offset: 0.15em;
  }
  a:hover {
    text-decoration-thickness: 2px;
  }
  a:focus-visible {
    outline: ${({ theme }) => theme.focusRing.outline};
    outline-offset: ${({ theme }) => theme.focusRing.offset};
  }
  @media (forced-colors: active) {
    a { color: LinkText; }
  }
`;
