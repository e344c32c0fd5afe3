'use client';

import type { ButtonHTMLAttributes, ReactElement, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { focusRing } from '../../theme';
import { useBuildCoverTheme } from '../../theme/useBuildCoverTheme';

export type ButtonVariant = 'primary' | 'secondary' | 'tertiary' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

/** A native button's attributes (id, name, form, aria-*, focus and blur handlers), with press, disabled and pending as React Aria names them. */
export interface ButtonProps
  extends Omit<
    ButtonHTMLAttributes<HTMLButtonElement>,
    'onClick' | 'disabled' | 'type' | 'className' | 'style' | 'children'
  > {
  children?: ReactNode;
  /** Called on a press: click, tap, Enter or Space (the browser's own click of a button). */
  onPress?: () => void;
  /** 'button' (default), 'submit' or 'reset'. */
  type?: 'button' | 'submit' | 'reset';
  isDisabled?: boolean;
  /** An action in progress: the button keeps its focus but ignores presses and does not submit its form. */
  isPending?: boolean;
  /** The weight of the action: 'primary' (one per screen), 'secondary', 'tertiary', or 'danger' for a destructive one. */
  variant?: ButtonVariant;
  /** 'md' (default), 'sm' for dense rows such as table actions, 'lg' for a page's main call to action. */
  size?: ButtonSize;
  /** Stretch to the container's width. */
  block?: boolean;
}

const live = '&:not(:disabled):not([data-pending])';
/** Under a pointer that hovers (a tap leaves no sticky hover), never while disabled or pending. */
const onHover = (rules: ReturnType<typeof css>) => css`
  ${({ theme }) => theme.media.hover} {
    ${live}:hover { ${rules} }
  }
`;
/** Hovered, or held down by pointer or key. */
const onHoverOrPress = (rules: ReturnType<typeof css>) => css`
  ${onHover(rules)}
  ${live}:active { ${rules} }
`;
const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $block: boolean }>`
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
    $size === 'sm'
      ? `${theme.space[1]} ${theme.space[3]}`
      : $size === 'lg'
        ? `${theme.space[3]} ${theme.space[6]}`
        : `${theme.space[2]} ${theme.space[4]}`};
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.font.size.sm : $size === 'lg' ? theme.font.size.lg : theme.font.size.md)};
  min-height: ${({ $size }) => ($size === 'sm' ? '2rem' : '2.75rem')};

  ${({ theme, $variant }) => {
    switch ($variant) {
      case 'primary':
        return css`
          background: ${theme.color.brand};
          color: ${theme.color.textInverse};
          ${onHoverOrPress(css`background: ${theme.color.brandStrong};`)}
        `;
      case 'secondary':
        return css`
          background: ${theme.color.background};
          color: ${theme.color.brand};
          border-color: ${theme.color.brand};
          ${onHoverOrPress(css`background: ${theme.color.brandSoft};`)}
        `;
      case 'tertiary':
        return css`
          background: transparent;
          color: ${theme.color.brand};
          text-decoration: underline;
          ${onHover(css`text-decoration-thickness: 2px;`)}
        `;
      case 'danger':
        return css`
          background: ${theme.color.error};
          color: ${theme.color.textInverse};
          ${onHoverOrPress(css`filter: brightness(0.9);`)}
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

/**
 * The one button of BuildCover: the browser's own `<button>`, so mouse, touch and keyboard (Enter and
 * Space) all press it through its click, with no press-handling library in a page's first load.
 * Pending, it stays focusable (aria-disabled) while presses are ignored, as React Aria's Button does.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  block = false,
  type = 'button',
  onPress,
  isDisabled = false,
  isPending = false,
  ...props
}: ButtonProps): ReactElement {
  useBuildCoverTheme('Button');
  return (
    <StyledButton
      {...props}
      // Pending, Enter in a field must not submit the form again.
      type={isPending && type === 'submit' ? 'button' : type}
      disabled={isDisabled}
      aria-disabled={isPending || undefined}
      data-disabled={isDisabled || undefined}
      data-pending={isPending || undefined}
      onClick={isPending || !onPress ? undefined : () => onPress()}
      $variant={variant}
      $size={size}
      $block={block}
    />
  );
}
