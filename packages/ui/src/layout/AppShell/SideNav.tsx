'use client';

import type { ReactElement, ReactNode } from 'react';
import styled from 'styled-components';
import type { LinkComponent } from '../linkComponent';

export interface NavItem {
  href: string;
  label: ReactNode;
  /** Marks the page the user is on (aria-current="page"). */
  isCurrent?: boolean;
}

const List = styled.ul`
  box-sizing: border-box;
  margin: 0;
  padding: ${({ theme }) => `${theme.space[2]} 0`};
  list-style: none;
`;
const Item = styled.li`
  box-sizing: border-box;
  & > a {
    display: flex;
    align-items: center;
    min-height: 2.75rem;
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[5]}`};
    border-inline-start: 4px solid transparent;
    color: ${({ theme }) => theme.color.textInverse};
    text-decoration: none;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  & > a:hover {
    background: ${({ theme }) => theme.color.brandStrong};
    text-decoration: underline;
  }
  /* The current page: darker band, a bar and bold text, so colour is not the only cue. */
  & > a[aria-current='page'] {
    background: ${({ theme }) => theme.color.brandStrong};
    border-inline-start-color: ${({ theme }) => theme.color.textInverse};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  /* White ring: the orange focus token is too close to the dark sidebar. */
  & > a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.textInverse};
    outline-offset: -5px;
  }
  @media (forced-colors: active) {
    & > a { color: LinkText; }
    & > a[aria-current='page'] { border-inline-start-color: Highlight; }
  }
`;

export interface SideNavProps {
  items: NavItem[];
  linkComponent: LinkComponent;
  /** Called after a link is followed (closes the narrow-screen drawer). */
  onNavigate?: () => void;
}

/** The sidebar's list of links, shared by the wide sidebar and the narrow-screen drawer. */
export function SideNav({ items, linkComponent: Link, onNavigate }: SideNavProps): ReactElement {
  return (
    <List>
      {items.map((item) => (
        <Item key={item.href}>
          <Link href={item.href} aria-current={item.isCurrent ? 'page' : undefined} onClick={onNavigate}>
            {item.label}
          </Link>
        </Item>
      ))}
    </List>
  );
}
