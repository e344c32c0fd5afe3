/**
 * BuildCover design tokens. The palette is published as CSS variables (see GlobalStyle) so a
 * consuming project can re-theme at run time; components read `theme.color.*`, which point at
 * those variables. Every text/background pair below meets WCAG 2.2 AA (4.5:1 for text, 3:1 for
 * UI boundaries and the focus ring).
 */
export const palette = {
  brand: '#0b4f6c', // 8.9:1 on white
  brandStrong: '#083a50',
  brandSoft: '#e6f0f5',
  accent: '#b45309', // 5.0:1 on white
  text: '#1a1f24', // 16:1 on white
  textMuted: '#4a5560', // 7.4:1 on white
  textInverse: '#ffffff',
  background: '#ffffff',
  surface: '#f5f7f9',
  surfaceRaised: '#ffffff',
  border: '#6b7680', // 4.6:1 on white: input borders are UI boundaries
  borderSubtle: '#d5dbe0',
  focus: '#c2410c', // focus ring 4.6:1 on white, 3.1:1 next to brand
  error: '#b3261e', // 6.4:1 on white
  errorSoft: '#fdecea',
  success: '#1b6b3a', // 6.6:1 on white
  successSoft: '#e7f4ec',
  warning: '#8a5a00', // 5.6:1 on white
  warningSoft: '#fff6e0',
  info: '#0b5cad', // 6.5:1 on white
  infoSoft: '#e8f1fb',
} as const;

export type PaletteName = keyof typeof palette;

const cssVar = <K extends PaletteName>(name: K): `var(--bc-${K}, ${(typeof palette)[K]})` =>
  `var(--bc-${name}, ${palette[name]})` as `var(--bc-${K}, ${(typeof palette)[K]})`;

export const theme = {
  color: {
    brand: cssVar('brand'),
    brandStrong: cssVar('brandStrong'),
    brandSoft: cssVar('brandSoft'),
    accent: cssVar('accent'),
    text: cssVar('text'),
    textMuted: cssVar('textMuted'),
    textInverse: cssVar('textInverse'),
    background: cssVar('background'),
    surface: cssVar('surface'),
    surfaceRaised: cssVar('surfaceRaised'),
    border: cssVar('border'),
    borderSubtle: cssVar('borderSubtle'),
    focus: cssVar('focus'),
    error: cssVar('error'),
    errorSoft: cssVar('errorSoft'),
    success: cssVar('success'),
    successSoft: cssVar('successSoft'),
    warning: cssVar('warning'),
    warningSoft: cssVar('warningSoft'),
    info: cssVar('info'),
    infoSoft: cssVar('infoSoft'),
  },
  space: { 0: '0', 1: '0.25rem', 2: '0.5rem', 3: '0.75rem', 4: '1rem', 5: '1.5rem', 6: '2rem', 7: '3rem', 8: '4rem' },
  font: {
    family: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    size: {
      xs: '0.75rem',
      sm: '0.875rem',
      md: '1rem',
      lg: '1.125rem',
      xl: '1.375rem',
      xxl: '1.75rem',
      display: '2.25rem',
    },
    weight: { regular: 400, medium: 500, bold: 700 },
    lineHeight: { tight: 1.25, normal: 1.5 },
  },
  radius: { sm: '4px', md: '6px', lg: '10px', pill: '999px' },
  shadow: {
    sm: '0 1px 2px rgba(16, 24, 32, 0.12)',
    md: '0 4px 12px rgba(16, 24, 32, 0.14)',
    lg: '0 12px 32px rgba(16, 24, 32, 0.22)',
  },
  focusRing: {
    width: '3px',
    offset: '2px',
    /** Use as `outline: ${theme.focusRing.outline}` on `[data-focus-visible]`. */
    outline: `3px solid ${cssVar('focus')}`,
  },
  breakpoint: { sm: '36em', md: '48em', lg: '64em', xl: '80em' },
  media: {
    sm: '@media (min-width: 36em)',
    md: '@media (min-width: 48em)',
    lg: '@media (min-width: 64em)',
    xl: '@media (min-width: 80em)',
    forcedColors: '@media (forced-colors: active)',
    reducedMotion: '@media (prefers-reduced-motion: reduce)',
    /** A pointer that hovers (a mouse): a tap on a touch screen leaves no sticky hover look. */
    hover: '@media (hover: hover)',
  },
  zIndex: { header: 10, dropdown: 20, overlay: 100 },
} as const;

export type BuildCoverTheme = typeof theme;
