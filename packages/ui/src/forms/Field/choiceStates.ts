import { css, type IStyledComponent } from 'styled-components';

/**
 * States of a checkbox or radio row (react-aria data attributes): its indicator (box or circle)
 * shows invalid and keyboard focus, the row shows disabled and read-only. Put it after the
 * `[data-selected]` rule so an invalid choice keeps its red border when selected.
 */
export const choiceStates = (indicator: IStyledComponent<'web'>) => css`
  &[data-invalid] ${indicator} {
    border-color: ${({ theme }) => theme.color.error};
  }
  &[data-focus-visible] ${indicator} {
    outline: ${({ theme }) => theme.focusRing.outline};
    outline-offset: ${({ theme }) => theme.focusRing.offset};
  }
  &[data-disabled] {
    cursor: not-allowed;
    color: ${({ theme }) => theme.color.textMuted};
  }
  &[data-readonly] {
    cursor: default;
  }
`;
