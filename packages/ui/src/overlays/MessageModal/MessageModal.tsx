'use client';

import type { ReactElement, ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../primitives/Button';
import { Icon } from '../../feedback/Icon';
import { toneColors, type Tone } from '../../feedback/tone';
import { Modal } from '../Modal';
import { useBuildCoverTheme } from '../../theme/useBuildCoverTheme';

export interface MessageModalAction {
  label: string;
  onPress: () => void;
}

export interface MessageModalProps {
  /** Whether the modal is shown. */
  isOpen: boolean;
  /** Called with false when the user closes it. */
  onOpenChange: (isOpen: boolean) => void;
  /** e.g. 'Note for you', 'Payment Failed!', 'Please correct the following error and try again.' */
  title: ReactNode;
  /** The message; a string or richer content such as a list of errors. */
  children: ReactNode;
  /** Sets the icon and colour; the title carries the meaning. */
  tone?: Tone;
  /** The main action, e.g. { label: 'Back to Home', onPress }. */
  primaryAction?: MessageModalAction;
  /** Text of the close button; 'Close' by default. */
  closeLabel?: string;
}

const Row = styled.div<{ $tone: Tone }>`
  box-sizing: border-box;
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  align-items: flex-start;
  > svg {
    color: ${({ theme, $tone }) => toneColors(theme, $tone).foreground};
    @media (forced-colors: active) { color: CanvasText; }
  }
`;
const Message = styled.div`
  box-sizing: border-box;
  flex: 1;
  & > p:first-child { margin-top: 0; }
  & > p:last-child { margin-bottom: 0; }
`;

/** A short message in a modal with a Close and an optional main action. Errors use role="alertdialog". */
export function MessageModal({
  isOpen,
  onOpenChange,
  title,
  children,
  tone = 'info',
  primaryAction,
  closeLabel = 'Close',
}: MessageModalProps): ReactElement {
  useBuildCoverTheme('MessageModal');
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={title}
      size="sm"
      role={tone === 'danger' || tone === 'warning' ? 'alertdialog' : 'dialog'}
      hideCloseButton
      footer={(close) => (
        <>
          <Button variant={primaryAction ? 'secondary' : 'primary'} onPress={close}>
            {closeLabel}
          </Button>
          {primaryAction ? <Button onPress={primaryAction.onPress}>{primaryAction.label}</Button> : null}
        </>
      )}
    >
      <Row $tone={tone}>
        <Icon name={tone} size="1.75rem" />
        <Message>{typeof children === 'string' ? <p>{children}</p> : children}</Message>
      </Row>
    </Modal>
  );
}
