'use client';

import type { ReactElement, ReactNode } from 'react';
import { Button as AriaButton, Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import styled from 'styled-components';
import { focusRing } from '../../theme';
import { Icon } from '../../feedback/Icon';
import { useBuildCoverTheme } from '../../theme/useBuildCoverTheme';

export type ModalSize = 'sm' | 'md' | 'lg' | 'xl';

export interface ModalProps {
  /** Names the dialog; shown as its heading. */
  title: ReactNode;
  /** Content, or a function that receives `close` (for a Cancel button or after a save). */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Buttons at the bottom; a function receives `close`. */
  footer?: ReactNode | ((close: () => void) => ReactNode);
  /** Controlled open state (with `onOpenChange`): the page's own Button opens it. */
  isOpen?: boolean;
  /** Called with the new state when the dialog opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
  /** Open on first render when the modal keeps its own state. */
  defaultOpen?: boolean;
  /** Clicking outside closes it. Off by default so a half-filled form is never lost by a stray click. */
  isDismissable?: boolean;
  /** Escape closes it (on by default); turn off only while a save is running. */
  isKeyboardDismissDisabled?: boolean;
  /** Width: 'sm', 'md' (default), 'lg' or 'xl'. */
  size?: ModalSize;
  /** 'alertdialog' for confirmations and errors that need an answer. */
  role?: 'dialog' | 'alertdialog';
  /** Accessible name of the close button; 'Close' by default. */
  closeLabel?: string;
  /** Hide the corner Close button when the footer already offers one. */
  hideCloseButton?: boolean;
  /** Extra class for layout by the app. */
  className?: string;
}

const widths: Record<ModalSize, string> = { sm: '26rem', md: '36rem', lg: '52rem', xl: '72rem' };

const Overlay = styled(ModalOverlay)`
  box-sizing: border-box;
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space[3]};
  background: rgba(16, 24, 32, 0.55);
  &[data-entering] { animation: bc-fade 150ms ease-out; }
  @keyframes bc-fade { from { opacity: 0; } }
  ${({ theme }) => theme.media.reducedMotion} {
    &[data-entering] { animation: none; }
  }
`;
const Box = styled(AriaModal)<{ $size: ModalSize }>`
  box-sizing: border-box;
  width: 100%;
  max-width: ${({ $size }) => widths[$size]};
  max-height: calc(100dvh - 1.5rem);
  display: flex;
  background: ${({ theme }) => theme.color.surfaceRaised};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  @media (forced-colors: active) {
    border: 2px solid CanvasText;
  }
`;
const StyledDialog = styled(Dialog)`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  width: 100%;
  min-height: 0;
  outline: none;
`;
const Header = styled.div`
  box-sizing: border-box;
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[5]}`};
  border-bottom: 1px solid ${({ theme }) => theme.color.borderSubtle};
`;
const Title = styled(Heading)`
  box-sizing: border-box;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  color: ${({ theme }) => theme.color.text};
`;
const CloseButton = styled(AriaButton)`
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 2.5rem;
  height: 2.5rem;
  margin: -0.25rem -0.5rem 0 0;
  border: none;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  cursor: pointer;
  &[data-hovered], &[data-pressed] {
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
  }
  ${focusRing}
`;
const Body = styled.div`
  box-sizing: border-box;
  padding: ${({ theme }) => theme.space[5]};
  overflow: auto;
  min-height: 0;
  flex: 1;
`;
const Footer = styled.div`
  box-sizing: border-box;
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[5]}`};
  border-top: 1px solid ${({ theme }) => theme.color.borderSubtle};
`;

/**
 * A modal dialog over react-aria: focus moves in and is trapped, Escape closes it, focus goes
 * back to what opened it, the page behind is inert. The title labels the dialog.
 */
export function Modal({
  title,
  children,
  footer,
  isOpen,
  onOpenChange,
  defaultOpen,
  isDismissable = false,
  isKeyboardDismissDisabled = false,
  size = 'md',
  role = 'dialog',
  closeLabel = 'Close',
  hideCloseButton = false,
  className,
}: ModalProps): ReactElement {
  useBuildCoverTheme('Modal');
  return (
    <Overlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      defaultOpen={defaultOpen}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
    >
      <Box $size={size} className={className}>
        <StyledDialog role={role}>
          {({ close }) => (
            <>
              <Header>
                <Title slot="title">{title}</Title>
                {hideCloseButton ? null : (
                  <CloseButton aria-label={closeLabel} onPress={close}>
                    <Icon name="close" size="1.5rem" />
                  </CloseButton>
                )}
              </Header>
              <Body>{typeof children === 'function' ? children(close) : children}</Body>
              {footer ? <Footer>{typeof footer === 'function' ? footer(close) : footer}</Footer> : null}
            </>
          )}
        </StyledDialog>
      </Box>
    </Overlay>
  );
}
