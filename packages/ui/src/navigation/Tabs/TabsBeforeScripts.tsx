import type { ReactElement } from 'react';
import styled from 'styled-components';
import { whereScriptsRun } from '../../hydration/runsScripts';
import { listLook, panelLook, rootLook, selectedTabLook, tabLook } from './tabsLook';
import type { TabItem } from './tabItem';

/** The id of an item's panel in the page's HTML, which a link (`#tab-premium`) can name. */
export const panelAnchor = (id: string): string => `tab-${id}`;

const Root = styled.div`
  ${rootLook}
`;
// Without scripts, a list of links as links look; where scripts run, the tab list the app will draw.
const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  margin: 0;
  padding: 0;
  list-style: none;
  ${whereScriptsRun} & {
    ${listLook}
  }
`;
const TabLink = styled.a`
  ${whereScriptsRun} & {
    ${tabLook}
    display: block;
    text-decoration: none;
    &:hover {
      color: ${({ theme }) => theme.color.text};
      background: ${({ theme }) => theme.color.surface};
    }
    &[data-chosen] {
      ${selectedTabLook}
    }
  }
`;
const UnavailableTab = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  ${whereScriptsRun} & {
    ${tabLook}
    display: block;
  }
`;
const Panel = styled.section`
  ${panelLook}
  ${whereScriptsRun} &:not([data-chosen]) {
    display: none;
  }
`;
// Without the app every panel is on the page, each under its tab's name; with it only the chosen
// one shows, as the tabs will, and the tab names it.
const PanelHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  ${whereScriptsRun} & {
    display: none;
  }
`;

export interface TabsBeforeScriptsProps {
  items: readonly TabItem[];
  'aria-label': string;
  /** The tab the app will show first. */
  chosenKey: string | undefined;
  className?: string;
}

/**
 * The tabs as the page's HTML carries them (GOV.UK's tabs without JavaScript): a list of links to
 * the panels, and every panel in turn under its tab's name. Where the page's scripts run, styles show
 * only the tab the app will show first, so the app's tabs replace this without a visible change.
 */
export function TabsBeforeScripts({ items, chosenKey, className, ...rest }: TabsBeforeScriptsProps): ReactElement {
  return (
    <Root className={className}>
      <nav aria-label={rest['aria-label']}>
        <List>
          {items.map((item) => (
            <li key={item.id}>
              {item.isDisabled ? (
                <UnavailableTab data-disabled="">{item.label}</UnavailableTab>
              ) : (
                <TabLink href={`#${panelAnchor(item.id)}`} data-chosen={item.id === chosenKey ? '' : undefined}>
                  {item.label}
                </TabLink>
              )}
            </li>
          ))}
        </List>
      </nav>
      {items
        .filter((item) => !item.isDisabled)
        .map((item) => (
          <Panel
            key={item.id}
            id={panelAnchor(item.id)}
            aria-labelledby={`${panelAnchor(item.id)}-name`}
            data-chosen={item.id === chosenKey ? '' : undefined}
          >
            <PanelHeading id={`${panelAnchor(item.id)}-name`}>{item.label}</PanelHeading>
            {item.content}
          </Panel>
        ))}
    </Root>
  );
}
