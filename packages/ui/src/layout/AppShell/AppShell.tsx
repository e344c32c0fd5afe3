'use client';

import { useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { Button as AriaButton, Dialog, Modal, ModalOverlay } from 'react-aria-components';
import styled, { useTheme } from 'styled-components';
import { focusRing } from '../../theme';
import { Icon } from '../../feedback/Icon';
import type { LinkComponent } from '../linkComponent';
import { SkipLink } from '../SkipLink';
import { usePageChangeFocus } from '../PageChange';
import { SideNav, type NavItem } from './SideNav';
import { UserMenu, type UserMenuItem } from './UserMenu';
import { useBuildCoverTheme } from '../../theme/useBuildCoverTheme';

export interface AppShellProps {
  /** Header title of the current screen, e.g. 'Quote Insights'. */
  title: ReactNode;
  /** Shown after 'Welcome' in the header and on the user menu button. */
  userName: string;
  /** The sidebar's links, in order; the current one carries `isCurrent`. */
  navItems: NavItem[];
  /** e.g. Profile Settings and Logout. */
  userMenuItems: UserMenuItem[];
  /** The link used for navigation, e.g. wouter's `Link`; defaults to `a`. */
  linkComponent?: LinkComponent;
  /** Product name or logo at the top of the sidebar. */
  brand?: ReactNode;
  /** Names the sidebar navigation. */
  navLabel?: string;
  /** The screen's content. */
  children: ReactNode;
  /**
   * Names the screen shown (e.g. the route's path): when it changes, the new screen starts at its top
   * with the focus on the main content, as after a page load (`usePageChangeFocus`).
   */
  screenKey?: string;
  /** Extra class for layout by the app. */
  className?: string;
}

const MAIN_ID = 'main-content';

const Layout = styled.div`
  box-sizing: border-box;
  min-height: 100vh;
  display: grid;
  /* minmax(0, …): a long title or user name never widens the column past the screen. */
  grid-template-columns: minmax(0, 1fr);
  grid-template-rows: auto 1fr;
  background: ${({ theme }) => theme.color.surface};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 15rem minmax(0, 1fr);
  }
`;
const Sidebar = styled.aside`
  box-sizing: border-box;
  display: none;
  ${({ theme }) => theme.media.lg} {
    display: flex;
    flex-direction: column;
    grid-row: 1 / span 2;
    position: sticky;
    top: 0;
    height: 100vh;
    overflow-y: auto;
    background: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.textInverse};
  }
  @media (forced-colors: active) { border-inline-end: 1px solid CanvasText; }
`;
const Brand = styled.div`
  box-sizing: border-box;
  display: flex;
  align-items: center;
  min-height: 4rem;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[5]}`};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.01em;
  border-bottom: 1px solid rgba(255, 255, 255, 0.2);
`;
const Header = styled.header`
  box-sizing: border-box;
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 4rem;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  background: ${({ theme }) => theme.color.background};
  border-bottom: 1px solid ${({ theme }) => theme.color.borderSubtle};
  ${({ theme }) => theme.media.md} {
    padding-inline: ${({ theme }) => theme.space[6]};
  }
`;
const Title = styled.h1`
  box-sizing: border-box;
  flex: 1;
  min-width: 0;
  margin: 0;
  /* A long title wraps (even inside a long word) rather than hiding behind the user menu. */
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  color: ${({ theme }) => theme.color.text};
  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;
const Welcome = styled.span`
  box-sizing: border-box;
  display: none;
  flex: none;
  color: ${({ theme }) => theme.color.textMuted};
  ${({ theme }) => theme.media.md} { display: inline; }
`;
const IconButton = styled(AriaButton)`
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  flex: none;
  border: 1px solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  &[data-hovered], &[data-pressed] { background: ${({ theme }) => theme.color.surface}; }
  ${focusRing}
  @media (forced-colors: active) { border-color: ButtonText; }
`;
const MenuButton = styled(IconButton)`
  box-sizing: border-box;
  ${({ theme }) => theme.media.lg} { display: none; }
`;
const Main = styled.main`
  box-sizing: border-box;
  min-width: 0;
  padding: ${({ theme }) => theme.space[4]};
  outline: none;
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[6]};
  }
`;
const DrawerOverlay = styled(ModalOverlay)`
  box-sizing: border-box;
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  background: rgba(16, 24, 32, 0.55);
`;
const Drawer = styled(Modal)`
  box-sizing: border-box;
  position: fixed;
  inset: 0 auto 0 0;
  width: min(18rem, 85vw);
  overflow-y: auto;
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.textInverse};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  &[data-entering] { animation: bc-drawer-in 180ms ease-out; }
  @keyframes bc-drawer-in { from { transform: translateX(-100%); } }
  ${({ theme }) => theme.media.reducedMotion} {
    &[data-entering] { animation: none; }
  }
  @media (forced-colors: active) { border-inline-end: 2px solid CanvasText; }
`;
const DrawerDialog = styled(Dialog)`
  box-sizing: border-box;
  outline: none;
`;
const DrawerHeader = styled(Brand)`
  box-sizing: border-box;
  justify-content: space-between;
  padding-inline-end: ${({ theme }) => theme.space[3]};
`;
const DrawerClose = styled(IconButton)`
  box-sizing: border-box;
  background: transparent;
  color: ${({ theme }) => theme.color.textInverse};
  border-color: rgba(255, 255, 255, 0.5);
  &[data-hovered], &[data-pressed] { background: ${({ theme }) => theme.color.brandStrong}; }
  /* White ring: the orange focus token is too close to the dark drawer. */
  &[data-focus-visible], &:focus-visible { outline-color: ${({ theme }) => theme.color.textInverse}; }
`;

/**
 * The back-office shell: a skip link, a sidebar of links (a drawer behind a menu button on narrow
 * screens), a header with the screen title, 'Welcome' and the user menu, and the main content.
 */
export function AppShell({
  title,
  userName,
  navItems,
  userMenuItems,
  linkComponent = 'a',
  brand = 'BuildCover',
  navLabel = 'Main',
  children,
  screenKey,
  className,
}: AppShellProps): ReactElement {
  useBuildCoverTheme('AppShell');
  // With a screenKey, a shell drawn after signing in starts on its main content, as a new page would;
  // without one (a shell that is not told its screens), the focus is left alone.
  usePageChangeFocus(screenKey ?? '', MAIN_ID, { afterUse: screenKey !== undefined });
  const theme = useTheme();
  const [isDrawerOpen, setDrawerOpen] = useState(false);

  // A drawer left open while the window widens would cover the page next to the real sidebar.
  useEffect(() => {
    if (typeof window === 'undefined' || !window.matchMedia) return undefined;
    const wide = window.matchMedia(`(min-width: ${theme.breakpoint.lg})`);
    const onChange = () => {
      if (wide.matches) setDrawerOpen(false);
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [theme.breakpoint.lg]);

  return (
    <Layout className={className}>
      <SkipLink href={`#${MAIN_ID}`}>Skip to main content</SkipLink>
      <Sidebar>
        <Brand>{brand}</Brand>
        <nav aria-label={navLabel}>
          <SideNav items={navItems} linkComponent={linkComponent} />
        </nav>
      </Sidebar>
      <Header>
        <MenuButton aria-label="Open menu" aria-expanded={isDrawerOpen} onPress={() => setDrawerOpen(true)}>
          <Icon name="menu" size="1.5rem" />
        </MenuButton>
        <Title>{title}</Title>
        <Welcome>Welcome</Welcome>
        <UserMenu userName={userName} items={userMenuItems} />
      </Header>
      <Main id={MAIN_ID} tabIndex={-1}>
        {children}
      </Main>
      <DrawerOverlay isOpen={isDrawerOpen} onOpenChange={setDrawerOpen} isDismissable>
        <Drawer>
          <DrawerDialog aria-label="Menu">
            {({ close }) => (
              <>
                <DrawerHeader>
                  {brand}
                  <DrawerClose aria-label="Close menu" onPress={close}>
                    <Icon name="close" size="1.5rem" />
                  </DrawerClose>
                </DrawerHeader>
                <nav aria-label={navLabel}>
                  <SideNav items={navItems} linkComponent={linkComponent} onNavigate={close} />
                </nav>
              </>
            )}
          </DrawerDialog>
        </Drawer>
      </DrawerOverlay>
    </Layout>
  );
}
