'use client';

import type { ReactElement, ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { useBuildCoverTheme } from '../../theme/useBuildCoverTheme';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Ring = styled.span<{ $size: string }>`
  box-sizing: border-box;
  display: inline-block;
  flex: none;
  width: ${({ $size }) => $size};
  height: ${({ $size }) => $size};
  border-radius: 50%;
  border: 3px solid ${({ theme }) => theme.color.borderSubtle};
  border-top-color: ${({ theme }) => theme.color.brand};
  animation: ${spin} 0.8s linear infinite;
  ${({ theme }) => theme.media.reducedMotion} {
    animation-duration: 2.4s;
  }
  @media (forced-colors: active) {
    border-color: GrayText;
    border-top-color: CanvasText;
  }
`;

export interface SpinnerProps {
  /** 'sm' (1 rem), 'md' (default, 1.5 rem) or 'lg' (2.25 rem). */
  size?: 'sm' | 'md' | 'lg';
}

const sizes = { sm: '1rem', md: '1.5rem', lg: '2.25rem' } as const;

/** A decorative spinner. It says nothing to screen readers: pair it with text (see LoadingState). */
export function Spinner({ size = 'md' }: SpinnerProps): ReactElement {
  useBuildCoverTheme('Spinner');
  return <Ring aria-hidden="true" $size={sizes[size]} />;
}

const Status = styled.div`
  box-sizing: border-box;
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.color.textMuted};
`;

export interface LoadingStateProps {
  /** Text shown and announced, e.g. 'Loading...' or 'Searching...'. */
  children?: ReactNode;
  /** The spinner's size; 'md' by default. */
  size?: SpinnerProps['size'];
  /** Extra class for layout by the app. */
  className?: string;
}

/** A spinner with its text in a polite live region, for content that is on its way. */
export function LoadingState({ children = 'Loading...', size = 'md', className }: LoadingStateProps): ReactElement {
  useBuildCoverTheme('LoadingState');
  return (
    <Status role="status" className={className}>
      <Spinner size={size} />
      <span>{children}</span>
    </Status>
  );
}
