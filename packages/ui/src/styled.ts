/**
 * Opt-in: `import '@buildcover/ui/styled'` once in an app (a `.d.ts` file or any module) types
 * styled-components' theme as BuildCover's in the app's own styled components
 * (`${({ theme }) => theme.color.brand}`). Without it an app keeps its own `DefaultTheme`, so a team
 * with a theme of its own adopts the components without a clash. The package's own source is
 * typed through this file too (it is part of the package's program). Types only: no code runs.
 */
import type { BuildCoverTheme } from './theme/tokens';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends BuildCoverTheme {}
}

export type { BuildCoverTheme };
