'use client';

import type { Key, ReactElement, ReactNode } from 'react';
import { Tab as AriaTab, TabList as AriaTabList, TabPanel as AriaTabPanel, Tabs as AriaTabs } from 'react-aria-components';
import styled from 'styled-components';
import { focusRing } from '../../theme';
import { useBuildCoverTheme } from '../../theme/useBuildCoverTheme';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
  /** Shown but not selectable. */
  isDisabled?: boolean;
  /** Not rendered at all (e.g. Premium until an insurer is chosen). */
  isHidden?: boolean;
}

export interface TabsProps {
  /** The tabs in order, each with its label and panel content. */
  items: TabItem[];
  /** Names the tab list for screen readers, e.g. 'Quote sections'. */
  'aria-label': string;
  /** The selected tab (controlled). */
  selectedKey?: string;
  /** The tab selected first when the tabs keep their own selection. */
  defaultSelectedKey?: string;
  /** Called with the chosen tab's key. */
  onSelectionChange?: (key: string) => void;
  /** Extra class for layout by the app. */
  className?: string;
}

const Root = styled(AriaTabs)`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
`;
const List = styled(AriaTabList)`
  box-sizing: border-box;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;
const Tab = styled(AriaTab)`
  box-sizing: border-box;
  position: relative;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  color: ${({ theme }) => theme.color.textMuted};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;
  border-radius: ${({ theme }) => `${theme.radius.sm} ${theme.radius.sm} 0 0`};
  outline: none;
  /* Selection is shown by weight and a bar, not by colour alone. */
  &[data-hovered] {
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.surface};
  }
  &[data-selected] {
    color: ${({ theme }) => theme.color.brand};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    &::after {
      content: '';
      position: absolute;
      inset: auto 0 -1px 0;
      height: 4px;
      background: ${({ theme }) => theme.color.brand};
    }
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
    &[data-selected]::after { background: Highlight; }
    &[data-disabled] { color: GrayText; }
  }
`;
const Panel = styled(AriaTabPanel)`
  box-sizing: border-box;
  padding: ${({ theme }) => `${theme.space[5]} 0`};
  outline: none;
  ${focusRing}
`;

/** Tabs over react-aria: arrow keys move between tabs, Home/End jump, disabled tabs are skipped. */
export function Tabs({ items, selectedKey, defaultSelectedKey, onSelectionChange, className, ...rest }: TabsProps): ReactElement {
  useBuildCoverTheme('Tabs');
  const visible = items.filter((item) => !item.isHidden);
  const disabledKeys = visible.filter((item) => item.isDisabled).map((item) => item.id);
  // A hidden selected tab would leave no panel: fall back to the first enabled one.
  const firstEnabled = visible.find((item) => !item.isDisabled)?.id;
  const isVisible = (key?: string) => key !== undefined && visible.some((item) => item.id === key);
  const controlled = selectedKey === undefined ? undefined : isVisible(selectedKey) ? selectedKey : firstEnabled;
  return (
    <Root
      className={className}
      selectedKey={controlled}
      defaultSelectedKey={isVisible(defaultSelectedKey) ? defaultSelectedKey : firstEnabled}
      disabledKeys={disabledKeys}
      onSelectionChange={onSelectionChange ? (key: Key) => onSelectionChange(String(key)) : undefined}
    >
      <List aria-label={rest['aria-label']}>
        {visible.map((item) => (
          <Tab key={item.id} id={item.id}>
            {item.label}
          </Tab>
        ))}
      </List>
      {visible.map((item) => (
        <Panel key={item.id} id={item.id}>
          {item.content}
        </Panel>
      ))}
    </Root>
  );
}
