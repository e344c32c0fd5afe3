'use client';

import type { ReactElement, ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../primitives/Button';
import { Icon } from '../Icon';
import { toneColors, type Tone } from '../tone';
import { useBuildCoverTheme } from '../../theme/useBuildCoverTheme';

const Box = styled.div<{ $tone: Tone }>`
  box-sizing: border-box;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: 1px solid ${({ theme, $tone }) => toneColors(theme, $tone).foreground};
  border-inline-start-width: 6px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $tone }) => toneColors(theme, $tone).background};
  color: ${({ theme }) => theme.color.text};
  > svg {
    margin-top: 0.15em;
    color: ${({ theme, $tone }) => toneColors(theme, $tone).foreground};
  }
  @media (forced-colors: active) {
    border-color: CanvasText;
    > svg { color: CanvasText; }
  }
`;
const Body = styled.div`
  box-sizing: border-box;
  flex: 1;
  min-width: 0;
`;
const Title = styled.p`
  box-sizing: border-box;
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;
const Text = styled.div`
  box-sizing: border-box;
  margin: 0;
  & > p { margin: 0; }
`;

export interface AlertProps {
  /** What kind of message: 'info' (default), 'neutral', 'success', 'warning' or 'danger'. */
  tone?: Tone;
  /** Bold first line, e.g. 'Details updated successfully!'. */
  title?: ReactNode;
  /** The details under the title. */
  children?: ReactNode;
  /** Shows a Close button when given. */
  onDismiss?: () => void;
  /** Accessible name of the dismiss button; 'Close' by default. */
  dismissLabel?: string;
  /** role="alert" interrupts screen readers: only for errors the user must act on now. */
  role?: 'alert' | 'status';
  /** Extra class for layout by the app. */
  className?: string;
}

/** A message box in one of five tones, with an icon and text so colour is never the only cue. */
export function Alert({
  tone = 'info',
  title,
  children,
  onDismiss,
  dismissLabel = 'Close',
  role,
  className,
}: AlertProps): ReactElement {
  useBuildCoverTheme('Alert');
  return (
    <Box $tone={tone} role={role} className={className}>
      <Icon name={tone} />
      <Body>
        {title ? <Title>{title}</Title> : null}
        {children ? <Text>{children}</Text> : null}
      </Body>
      {onDismiss ? (
        <Button variant="tertiary" size="sm" onPress={onDismiss} aria-label={dismissLabel}>
          <Icon name="close" />
        </Button>
      ) : null}
    </Box>
  );
}
