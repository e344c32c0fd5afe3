import { useAuth } from '@buildcover/api-client';
import { Button, focusRing } from '@buildcover/ui';
import { useEffect, useState, type ReactElement, type ReactNode } from 'react';
import styled from 'styled-components';
import { Link, useLocation } from 'wouter';
import { adminTabs, tabForPath } from './tabs';

/*
 * The back office frame: sidebar of tabs, header with the tab's title, Welcome and Logout, and a
 * menu button on small screens. packages/ui's AppShell takes over the drawing when it lands.
 */
const Frame = styled.div`
  min-height: 100vh;
  display: grid;
  grid-template-columns: 15rem 1fr;
  grid-template-rows: auto 1fr;
  grid-template-areas: 'side head' 'side main';
  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: 1fr;
    grid-template-areas: 'head' 'main';
  }
`;
const Sidebar = styled.nav<{ $open: boolean }>`
  grid-area: side;
  background: ${({ theme }) => theme.color.brandStrong};
  color: ${({ theme }) => theme.color.textInverse};
  padding: ${({ theme }) => theme.space[4]} 0;
  ul { list-style: none; margin: 0; padding: 0; }
  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    display: ${({ $open }) => ($open ? 'block' : 'none')};
    position: fixed;
    inset: 3.75rem 0 auto 0;
    z-index: ${({ theme }) => theme.zIndex.overlay};
    box-shadow: ${({ theme }) => theme.shadow.lg};
  }
`;
const Brand = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: 0 ${({ theme }) => theme.space[5]};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ theme }) => theme.font.size.lg};
  @media (max-width: ${({ theme }) => theme.breakpoint.md}) { display: none; }
`;
const TabLink = styled(Link)`
  display: block;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[5]};
  color: inherit;
  text-decoration: none;
  border-inline-start: 4px solid transparent;
  &[aria-current='page'] {
    background: rgba(255, 255, 255, 0.12);
    border-inline-start-color: ${({ theme }) => theme.color.textInverse};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  &:hover { background: rgba(255, 255, 255, 0.08); }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.color.textInverse}; outline-offset: -3px; }
`;
const Header = styled.header`
  grid-area: head;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[5]};
  border-bottom: 1px solid ${({ theme }) => theme.color.borderSubtle};
  background: ${({ theme }) => theme.color.surfaceRaised};
  min-height: 3.75rem;
  h1 {
    margin: 0;
    min-width: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    gap: ${({ theme }) => theme.space[3]};
    padding-inline: ${({ theme }) => theme.space[4]};
    h1 { font-size: ${({ theme }) => theme.font.size.lg}; }
  }
`;
const MenuButton = styled.button`
  display: none;
  font: inherit;
  background: none;
  border: 2px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  cursor: pointer;
  ${focusRing}
  &:focus-visible { outline: ${({ theme }) => theme.focusRing.outline}; }
  @media (max-width: ${({ theme }) => theme.breakpoint.md}) { display: inline-block; }
`;
const User = styled.div`
  margin-inline-start: auto;
  flex: none;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    span { display: none; }
  }
`;
const Main = styled.main`
  grid-area: main;
  padding: ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.color.surface};
  min-width: 0;
`;

export function AdminShell({ children }: { children: ReactNode }): ReactElement {
  const { username, logout } = useAuth();
  const [location] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const tab = tabForPath(location);

  useEffect(() => {
    document.title = `${tab.title} | BuildCover Back Office`;
    setMenuOpen(false);
  }, [tab, location]);

  return (
    <Frame>
      <Sidebar id="admin-menu" aria-label="Back office" $open={menuOpen}>
        <Brand>BuildCover</Brand>
        <ul>
          {adminTabs.map((t) => (
            <li key={t.id}>
              <TabLink href={t.path} aria-current={t.id === tab.id ? 'page' : undefined}>
                {t.label}
              </TabLink>
            </li>
          ))}
        </ul>
      </Sidebar>
      <Header>
        <MenuButton type="button" aria-expanded={menuOpen} aria-controls="admin-menu" onClick={() => setMenuOpen((o) => !o)}>
          Menu
        </MenuButton>
        <h1>{tab.title}</h1>
        <User>
          <span>Welcome {username}</span>
          <Button variant="secondary" size="sm" onPress={logout}>
            Logout
          </Button>
        </User>
      </Header>
      <Main>{children}</Main>
    </Frame>
  );
}
