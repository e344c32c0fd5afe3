export type { LinkComponent, LinkComponentProps } from './linkComponent';
export * from './SkipLink';
export * from './AppShell';
export * from './SiteHeader';
export * from './SiteFooter';
export * from './PageChange';
