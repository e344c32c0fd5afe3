'use client';

import type { ReactElement, ReactNode } from 'react';
import { Alert } from '../../feedback/Alert';
import { useBuildCoverTheme } from '../../theme/useBuildCoverTheme';

export interface InfoNoteProps {
  /** 'warning' when the answer limits cover (asbestos is not covered); 'info' otherwise. */
  variant?: 'info' | 'warning';
  /** A short heading above the note. */
  title?: ReactNode;
  /** What the user should know, in a sentence or two. */
  children: ReactNode;
  /**
   * Say it politely when it appears after an answer (role="status"). Leave off for a note that is
   * part of the page from the start.
   */
  announce?: boolean;
  /** Extra class for layout by the app. */
  className?: string;
}

/**
 * A non-blocking note next to a question: it informs (house raising, swimming pool contracts,
 * asbestos) but never stops the user from going on. Built on Alert so the tones stay one design.
 */
export function InfoNote({
  variant = 'info',
  title,
  children,
  announce = false,
  className,
}: InfoNoteProps): ReactElement {
  useBuildCoverTheme('InfoNote');
  return (
    <Alert tone={variant} title={title} role={announce ? 'status' : undefined} className={className}>
      {children}
    </Alert>
  );
}
