'use client';

import type { ReactElement } from 'react';
import { useBuildCoverTheme } from '../../theme/useBuildCoverTheme';

/** 24×24 stroke paths, drawn in currentColor so they follow text colour and forced colours. */
const paths = {
  info: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20Zm0-11v6m0-9.5v.5',
  success: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20Zm-4.5-10 3 3 6-6',
  warning: 'M10.3 3.9 1.8 18.5A2 2 0 0 0 3.5 21.5h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0ZM12 9v4.5m0 3.5v.5',
  danger: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20Zm-3-13 6 6m0-6-6 6',
  neutral: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20Zm-4-10h8',
  close: 'M6 6l12 12M18 6 6 18',
  menu: 'M3 6h18M3 12h18M3 18h18',
  chevronLeft: 'M15 18l-6-6 6-6',
  chevronRight: 'M9 18l6-6-6-6',
  chevronDown: 'M6 9l6 6 6-6',
  arrowUp: 'M12 19V5m-6 6 6-6 6 6',
  arrowDown: 'M12 5v14m6-6-6 6-6-6',
  sortable: 'M8 9l4-4 4 4M8 15l4 4 4-4',
  print: 'M6 9V3h12v6M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2M6 14h12v7H6z',
  user: 'M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z',
  check: 'M20 6 9 17l-5-5',
} as const;

export type IconName = keyof typeof paths;

export interface IconProps {
  /** Which icon to draw; decorative, hidden from screen readers. */
  name: IconName;
  /** CSS length; defaults to 1.25em so the icon scales with the text beside it. */
  size?: string;
}

/** A decorative icon (aria-hidden). Meaning is always carried by the text next to it. */
export function Icon({ name, size = '1.25em' }: IconProps): ReactElement {
  useBuildCoverTheme('Icon');
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      style={{ flex: 'none' }}
    >
      <path d={paths[name]} />
    </svg>
  );
}
