import 'styled-components';
import type { BuildCoverTheme } from '@buildcover/ui';

// The app's styled components read the design system's typed theme.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends BuildCoverTheme {}
}
