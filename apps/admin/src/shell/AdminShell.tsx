import { canManageUsers, staffRoleOf, useAuth } from '@buildcover/api-client';
import { AppShell } from '@buildcover/ui';
import { useLayoutEffect, type ReactElement, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { RouterLink } from './RouterLink';
import { adminTabs, screenOfPath, tabForPath, titleForPath } from './tabs';

export const profilePath = '/profile';

/** The back office frame (ui's AppShell): tabs in the sidebar, the tab's title, Welcome and the user menu. */
export function AdminShell({ children }: { children: ReactNode }): ReactElement {
  const { username, logout, token } = useAuth();
  const [location, navigate] = useLocation();
  const tab = tabForPath(location);
  // Profile Settings belongs to no tab.
  const isProfile = location === profilePath;
  const title = titleForPath(location);
  // Users is for super admins only (the server refuses everyone else): others never see the tab.
  const mayManageUsers = canManageUsers(staffRoleOf(token));
  const tabs = adminTabs.filter((t) => t.id !== 'users' || mayManageUsers);

  const screen = screenOfPath(location);
  // Each new screen starts with its tab's title; a layout effect, so that a screen's own title (a
  // quote's ref, set in its effect) comes after it and stays, and leaving that screen puts it back.
  useLayoutEffect(() => {
    document.title = `${title} | BuildCover Back Office`;
  }, [title, screen]);

  return (
    <AppShell
      title={title}
      screenKey={screen}
      userName={username ?? ''}
      navLabel="Back office"
      linkComponent={RouterLink}
      navItems={tabs.map((t) => ({ href: t.path, label: t.label, isCurrent: !isProfile && t.id === tab.id }))}
      userMenuItems={[
        { id: 'profile', label: titleForPath(profilePath), onAction: () => navigate(profilePath) },
        // Signing out on purpose is not an ended session: the next login starts at the dashboard.
        {
          id: 'logout',
          label: 'Logout',
          onAction: () => {
            navigate('/login', { replace: true });
            logout();
          },
        },
      ]}
    >
      {children}
    </AppShell>
  );
}
