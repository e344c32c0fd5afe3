'use client';

import type { ReactElement } from 'react';
import styled from 'styled-components';
import { toneColors, type Tone } from '../../feedback/tone';
import { useBuildCoverTheme } from '../../theme/useBuildCoverTheme';

export interface StatusBadgeProps {
  /** The status value, e.g. 'paid' or 'referred'. */
  status: string;
  /** Display text per status (e.g. { paydue: 'Payment Due' }); defaults to the status itself. */
  labels?: Readonly<Record<string, string>>;
  /** Tone per status; unknown statuses are neutral. */
  tones?: Readonly<Record<string, Tone>>;
  /** Explicit tone; wins over `tones`. */
  tone?: Tone;
  /** Show the text in upper case, as the back office lists do (default true). */
  uppercase?: boolean;
  /** Extra class for layout by the app. */
  className?: string;
}

const Badge = styled.span<{ $tone: Tone; $uppercase: boolean }>`
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: 0.125rem ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme, $tone }) => toneColors(theme, $tone).foreground};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $tone }) => toneColors(theme, $tone).background};
  color: ${({ theme, $tone }) => toneColors(theme, $tone).foreground};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: ${({ $uppercase }) => ($uppercase ? '0.04em' : 'normal')};
  text-transform: ${({ $uppercase }) => ($uppercase ? 'uppercase' : 'none')};
  white-space: nowrap;
  line-height: 1.4;
  &::before {
    content: '';
    width: 0.5em;
    height: 0.5em;
    border-radius: 50%;
    background: currentColor;
  }
  @media (forced-colors: active) {
    border-color: CanvasText;
    color: CanvasText;
  }
`;

/**
 * A status pill: the status text (upper case by default) with a tone colour. The text always
 * carries the meaning, so colour is never the only cue; the upper case is CSS, so screen readers
 * read the words, not letters.
 */
export function StatusBadge({
  status,
  labels,
  tones,
  tone,
  uppercase = true,
  className,
}: StatusBadgeProps): ReactElement {
  useBuildCoverTheme('StatusBadge');
  const resolvedTone = tone ?? tones?.[status] ?? 'neutral';
  return (
    <Badge $tone={resolvedTone} $uppercase={uppercase} className={className} data-tone={resolvedTone}>
      {labels?.[status] ?? status}
    </Badge>
  );
}
