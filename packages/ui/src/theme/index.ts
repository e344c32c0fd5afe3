export { theme, palette, type BuildCoverTheme, type PaletteName } from './tokens';
export { BuildCoverProvider, type BuildCoverProviderProps } from './BuildCoverProvider';
export { GlobalStyle } from './GlobalStyle';
export { visuallyHidden, focusRing } from './visuallyHidden';
export { ownPaintLayer } from './ownPaintLayer';
