import { css } from 'styled-components';
import { focusRing } from '../../theme';

/**
 * Look of every text-like control (inputs, textarea, select trigger, date group). States come
 * from react-aria's data attributes, and from native attributes and pseudo-classes where the
 * control is native (TextField, NativeSelect).
 */
export const controlStyles = css`
  font: inherit;
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.background};
  border: 2px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  min-height: 2.75rem;
  width: 100%;
  max-width: 32rem;

  /* :where keeps a native control's hover as weak as react-aria's [data-hovered]: invalid still wins. */
  &[data-hovered],
  &:where(input, select, textarea):where(:hover:not(:disabled)) {
    border-color: ${({ theme }) => theme.color.text};
  }
  &[data-invalid],
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.error};
  }
  &[data-disabled],
  &:disabled {
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.textMuted};
    cursor: not-allowed;
  }
  &[readonly],
  &[data-readonly] {
    background: ${({ theme }) => theme.color.surface};
    border-style: dashed;
  }
  &::placeholder {
    color: ${({ theme }) => theme.color.textMuted};
    opacity: 1;
  }
  ${focusRing}

  @media (forced-colors: active) {
    border-color: FieldText;
    &[data-invalid],
    &[aria-invalid='true'] {
      border-style: double;
      border-width: 4px;
    }
    &[data-disabled],
    &:disabled {
      color: GrayText;
      border-color: GrayText;
    }
  }
`;
