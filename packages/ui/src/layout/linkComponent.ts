import type { ComponentType, MouseEventHandler, ReactNode } from 'react';

/** Props BuildCover passes to a link; wouter's `Link` and a plain `a` both accept them. */
export interface LinkComponentProps {
  href: string;
  className?: string;
  children?: ReactNode;
  'aria-current'?: 'page';
  'aria-label'?: string;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
}

/** The link an app renders for navigation, e.g. wouter's `Link` (client-side routing). Defaults to `a`. */
export type LinkComponent = ComponentType<LinkComponentProps> | 'a';
