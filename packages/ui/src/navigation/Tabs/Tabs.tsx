'use client';

import { useState, type Key, type ReactElement, type ReactNode } from 'react';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
} from 'react-aria-components';
import styled from 'styled-components';
import { useHydrated } from '../../hydration/useHydrated';
import { useBuildCoverTheme } from '../../theme/useBuildCoverTheme';
import type { TabItem } from './tabItem';
import { panelAnchor, TabsBeforeScripts } from './TabsBeforeScripts';
import { listLook, panelLook, rootLook, selectedTabLook, tabLook } from './tabsLook';

export type { TabItem };

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
  /**
   * Called with a tab's key when the pointer rests on it or it gets focus, before it may be chosen:
   * the moment to start loading what its panel needs (its code, its data).
   */
  onTabIntent?: (key: string) => void;
  /** Extra class for layout by the app. */
  className?: string;
}

const Root = styled(AriaTabs)`
  ${rootLook}
`;
const List = styled(AriaTabList)`
  ${listLook}
`;
const Tab = styled(AriaTab)`
  ${tabLook}
  &[data-selected] {
    ${selectedTabLook}
  }
`;
const Panel = styled(AriaTabPanel)`
  ${panelLook}
`;

/** The visible, enabled item a link to the page named (`#tab-premium`), if any: the page's HTML links to its panels. */
function linkedItem(items: readonly TabItem[]): string | undefined {
  if (typeof window === 'undefined') return undefined;
  return items.find((item) => !item.isDisabled && `#${panelAnchor(item.id)}` === window.location.hash)?.id;
}

/**
 * Tabs over react-aria: arrow keys move between tabs, Home/End jump, disabled tabs are skipped.
 * The HTML a server sends has no tabs yet (TabsBeforeScripts: links to every panel, all shown to a
 * browser without JavaScript); the app's first render after hydration draws these, with the tab a
 * link to a panel named (the page's own links, clicked before the app arrived) chosen first.
 */
export function Tabs({
  items,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  onTabIntent,
  className,
  ...rest
}: TabsProps): ReactElement {
  useBuildCoverTheme('Tabs');
  const hydrated = useHydrated();
  const visible = items.filter((item) => !item.isHidden);
  const [linked] = useState(() => linkedItem(visible));
  const disabledKeys = visible.filter((item) => item.isDisabled).map((item) => item.id);
  // A hidden selected tab would leave no panel: fall back to the first enabled one.
  const firstEnabled = visible.find((item) => !item.isDisabled)?.id;
  const isVisible = (key?: string) => key !== undefined && visible.some((item) => item.id === key);
  const controlled = selectedKey === undefined ? undefined : isVisible(selectedKey) ? selectedKey : firstEnabled;
  const uncontrolledFirst = isVisible(defaultSelectedKey) ? defaultSelectedKey : firstEnabled;
  if (!hydrated)
    return (
      <TabsBeforeScripts
        items={visible}
        aria-label={rest['aria-label']}
        chosenKey={controlled ?? uncontrolledFirst}
        className={className}
      />
    );
  return (
    <Root
      className={className}
      selectedKey={controlled}
      defaultSelectedKey={linked ?? uncontrolledFirst}
      disabledKeys={disabledKeys}
      onSelectionChange={onSelectionChange ? (key: Key) => onSelectionChange(String(key)) : undefined}
    >
      <List aria-label={rest['aria-label']}>
        {visible.map((item) => (
          <Tab
            key={item.id}
            id={item.id}
            onHoverStart={onTabIntent && (() => onTabIntent(item.id))}
            onFocus={onTabIntent && (() => onTabIntent(item.id))}
          >
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
