import type { ReactNode } from 'react';

/** One tab: its label and its panel. */
export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
  /** Shown but not selectable. */
  isDisabled?: boolean;
  /** Not rendered at all (e.g. Premium until an insurer is chosen). */
  isHidden?: boolean;
}
