import { css } from 'styled-components';
import { focusRing } from '../../theme';

// One look for the tabs the app draws (react-aria) and for the same tabs in the page's HTML before
// the app takes it over (TabsBeforeScripts): where scripts run, the switch shows no change.

export const rootLook = css`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
`;

export const listLook = css`
  box-sizing: border-box;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

/** The chosen tab, shown by weight and a bar, not by colour alone. */
export const selectedTabLook = css`
  color: ${({ theme }) => theme.color.brand};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  &::after {
    content: '';
    position: absolute;
    inset: auto 0 -1px 0;
    height: 4px;
    background: ${({ theme }) => theme.color.brand};
  }
  @media (forced-colors: active) {
    &::after {
      background: Highlight;
    }
  }
`;

export const tabLook = css`
  box-sizing: border-box;
  position: relative;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  color: ${({ theme }) => theme.color.textMuted};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;
  border-radius: ${({ theme }) => `${theme.radius.sm} ${theme.radius.sm} 0 0`};
  outline: none;
  &[data-hovered] {
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.surface};
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.color.textMuted};
    opacity: 0.6;
    cursor: not-allowed;
  }
  ${focusRing}
  &[data-focus-visible] {
    outline-offset: -3px;
  }
  @media (forced-colors: active) {
    &[data-disabled] {
      color: GrayText;
    }
  }
`;

export const panelLook = css`
  box-sizing: border-box;
  padding: ${({ theme }) => `${theme.space[5]} 0`};
  outline: none;
  ${focusRing}
`;
