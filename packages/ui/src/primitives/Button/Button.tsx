'use client';

import type { ReactElement } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import styled, { css } from 'styled-components';
import { focusRing } from '../../theme';
import { useBuildCoverTheme } from '../../theme/useBuildCoverTheme';

export type ButtonVariant = 'primary' | 'secondary' | 'tertiary' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends AriaButtonProps {
  /** The weight of the action: 'primary' (one per screen), 'secondary', 'tertiary', or 'danger' for a destructive one. */
  variant?: ButtonVariant;
  /** 'md' (default), 'sm' for dense rows such as table actions, 'lg' for a page's main call to action. */
  size?: ButtonSize;
  /** Stretch to the container's width. */
  block?: boolean;
}

const StyledButton = styled(AriaButton)<{ $variant: ButtonVariant; $size: ButtonSize; $block: boolean }>`
  box-sizing: border-box;
  display: ${({ $block }) => ($block ? 'flex' : 'inline-flex')};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 2px solid transparent;
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  cursor: pointer;
  text-decoration: none;
  padding: ${({ theme, $size }) =>
    $size === 'sm' ? `${theme.space[1]} ${theme.space[3]}` : $size === 'lg' ? `${theme.space[3]} ${theme.space[6]}` : `${theme.space[2]} ${theme.space[4]}`};
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.font.size.sm : $size === 'lg' ? theme.font.size.lg : theme.font.size.md)};
  min-height: ${({ $size }) => ($size === 'sm' ? '2rem' : '2.75rem')};

  ${({ theme, $variant }) => {
    switch ($variant) {
      case 'primary':
        return css`
          background: ${theme.color.brand};
          color: ${theme.color.textInverse};
          &[data-hovered], &[data-pressed] { background: ${theme.color.brandStrong}; }
        `;
      case 'secondary':
        return css`
          background: ${theme.color.background};
          color: ${theme.color.brand};
          border-color: ${theme.color.brand};
          &[data-hovered], &[data-pressed] { background: ${theme.color.brandSoft}; }
        `;
      case 'tertiary':
        return css`
          background: transparent;
          color: ${theme.color.brand};
          text-decoration: underline;
          &[data-hovered] { text-decoration-thickness: 2px; }
        `;
      case 'danger':
        return css`
          background: ${theme.color.error};
          color: ${theme.color.textInverse};
          &[data-hovered], &[data-pressed] { filter: brightness(0.9); }
        `;
    }
  }}

  &[data-disabled] {
    cursor: not-allowed;
    opacity: 0.55;
  }
  &[data-pending] { cursor: progress; }

  ${focusRing}

  @media (forced-colors: active) {
    border-color: ButtonText;
    &[data-disabled] { color: GrayText; border-color: GrayText; }
  }
`;

/** The one button of BuildCover. Uses react-aria's press events, so it works with mouse, touch and keyboard alike. */
export function Button({ variant = 'primary', size = 'md', block = false, type = 'button', ...props }: ButtonProps): ReactElement {
  useBuildCoverTheme('Button');
  return <StyledButton {...props} type={type} $variant={variant} $size={size} $block={block} />;
}
