'use client';

import { useRef, type ReactElement, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../primitives/Button';
import { Alert } from '../../feedback/Alert';
import { Icon } from '../../feedback/Icon';
import { LoadingState } from '../../feedback/Spinner';
import { Modal } from '../../overlays/Modal';
import { useBuildCoverTheme } from '../../theme/useBuildCoverTheme';

export interface DocumentModalProps {
  /** Whether the modal is shown. */
  isOpen: boolean;
  /** Called with false when Close, Escape or the backdrop closes it. */
  onOpenChange: (isOpen: boolean) => void;
  /** e.g. 'Schedule', 'Closing' or 'Invoice'; names the dialog and the frame. */
  title: string;
  /** The whole HTML document as rendered by the server; undefined while loading. */
  html?: string;
  /** Shows 'Loading {title}...' as a polite status instead of the document. */
  isLoading?: boolean;
  /** Shown instead of the document, e.g. 'Failed to load the schedule.' */
  error?: ReactNode;
  /** Offers a Try again button with the error. */
  onRetry?: () => void;
  /** Text of the print button; 'Print' by default (the back office's spec names it 'Print This'). */
  printLabel?: string;
}

const Frame = styled.iframe`
  box-sizing: border-box;
  display: block;
  width: 100%;
  height: min(70vh, 60rem);
  border: 1px solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: #ffffff;
`;
const StatusArea = styled.div`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  align-items: stretch;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 12rem;
`;

/**
 * Shows a server-rendered document (schedule, closing, invoice) in a modal. The HTML sits in a
 * sandboxed iframe (`srcdoc`, no `allow-scripts`): the page's styles cannot reach it, and any
 * script in it never runs. 'Print This' prints the document alone.
 */
export function DocumentModal({
  isOpen,
  onOpenChange,
  title,
  html,
  isLoading = false,
  error,
  onRetry,
  printLabel = 'Print',
}: DocumentModalProps): ReactElement {
  useBuildCoverTheme('DocumentModal');
  const frameRef = useRef<HTMLIFrameElement>(null);
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const isReady = !isLoading && !hasError && typeof html === 'string';

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={title}
      size="xl"
      footer={
        <Button isDisabled={!isReady} onPress={() => frameRef.current?.contentWindow?.print()}>
          <Icon name="print" />
          {printLabel}
        </Button>
      }
    >
      {isLoading ? (
        <StatusArea>
          <LoadingState>Loading {title.toLowerCase()}...</LoadingState>
        </StatusArea>
      ) : hasError ? (
        <StatusArea>
          <Alert tone="danger" role="alert" title={error} />
          {onRetry ? (
            <div>
              <Button variant="secondary" onPress={onRetry}>
                Try again
              </Button>
            </div>
          ) : null}
        </StatusArea>
      ) : isReady ? (
        // allow-same-origin lets this page call print() on the frame; without allow-scripts the
        // document's own scripts stay dead. allow-modals is what print() needs.
        <Frame ref={frameRef} title={`${title} document`} srcDoc={html} sandbox="allow-modals allow-same-origin" />
      ) : null}
    </Modal>
  );
}
