import { useAuth } from '@buildcover/api-client';
import { AppShell } from '@buildcover/ui';
import { useEffect, type ReactElement, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { RouterLink } from './RouterLink';
import { adminTabs, tabForPath } from './tabs';

/** The back office frame (ui's AppShell): tabs in the sidebar, the tab's title, Welcome and the user menu. */
export function AdminShell({ children }: { children: ReactNode }): ReactElement {
  const { username, logout } = useAuth();
  const [location, navigate] = useLocation();
  const tab = tabForPath(location);

  useEffect(() => {
    document.title = `${tab.title} | BuildCover Back Office`;
  }, [tab]);

  return (
    <AppShell
      title={tab.title}
      userName={username ?? ''}
      navLabel="Back office"
      linkComponent={RouterLink}
      navItems={adminTabs.map((t) => ({ href: t.path, label: t.label, isCurrent: t.id === tab.id }))}
      userMenuItems={[
        // Staff edit their own name and password on the Users tab.
        { id: 'profile', label: 'Profile Settings', onAction: () => navigate('/users') },
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
