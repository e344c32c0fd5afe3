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
`;
