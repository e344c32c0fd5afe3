'use client';

import { useEffect, type ReactElement, type ReactNode } from 'react';
import styled from 'styled-components';
import { Alert } from './Alert';
import type { Tone } from '../tone';
import { useBuildCoverTheme } from '../../theme/useBuildCoverTheme';

// Kept in the accessibility tree even when empty (an empty div takes no space).
const Region = styled.div``;

export interface StatusMessageProps {
  /** The message, e.g. 'Details updated successfully!'; nothing is shown while empty. */
  message?: ReactNode;
  /** 'success' (default) or another tone for the message's colour and icon. */
  tone?: Tone;
  /** Called when the user closes the message; without it there is no close button. */
  onDismiss?: () => void;
  /** Calls onDismiss after this many milliseconds (success messages); errors should stay. */
  autoDismissMs?: number;
  /** Extra class for layout by the app. */
  className?: string;
}

/**
 * A toast-like message in a live region that is always in the page, so screen readers announce
 * each new message (a region that appears together with its text is often not read).
 */
export function StatusMessage({
  message,
  tone = 'success',
  onDismiss,
  autoDismissMs,
  className,
}: StatusMessageProps): ReactElement {
  useBuildCoverTheme('StatusMessage');
  const hasMessage = message !== undefined && message !== null && message !== '' && message !== false;
  useEffect(() => {
    if (!hasMessage || !autoDismissMs || !onDismiss) return undefined;
    const timer = setTimeout(onDismiss, autoDismissMs);
    return () => clearTimeout(timer);
  }, [hasMessage, message, autoDismissMs, onDismiss]);
  return (
    <Region role={tone === 'danger' ? 'alert' : 'status'} className={className}>
      {hasMessage ? <Alert tone={tone} title={message} onDismiss={onDismiss} /> : null}
    </Region>
  );
}
