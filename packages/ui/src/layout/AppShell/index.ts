export { AppShell, type AppShellProps } from './AppShell';
export type { NavItem } from './SideNav';
export type { UserMenuItem } from './UserMenu';
