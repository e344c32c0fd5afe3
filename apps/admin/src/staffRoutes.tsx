import type { LazyComponent } from '@buildcover/ui';
import type { ReactElement } from 'react';
import {
  InsuredDetailPage,
  InsurerSettingsPage,
  OutboxEmailPage,
  PolicyDetailPage,
  QuoteEditorPage,
  TabPage,
  topLevelScreens,
  TransactionDetailPage,
} from './screens';

/** A signed-in screen: its path pattern under /admin, its lazily loaded code, and how it is drawn from the path's params. */
export interface StaffRoute {
  path: string;
  /** Its code, loaded beside the shell's when the route is opened. */
  screen: Pick<LazyComponent<object>, 'preload'>;
  draw: (params: Record<string, string | undefined>) => ReactElement;
  /** What shows while its code loads, 'Loading...' when not given. */
  loading?: string;
}

export const quoteRoute: StaffRoute = {
  path: '/quotes/:id/:tab?',
  screen: QuoteEditorPage,
  draw: ({ id = '', tab }) => <QuoteEditorPage id={id} tab={tab} />,
  loading: 'Loading quote...',
};

const detail = (path: string, Screen: LazyComponent<{ id: string }>): StaffRoute => ({
  path,
  screen: Screen,
  draw: ({ id = '' }) => <Screen id={id} />,
});

/** The signed-in screens in the order their paths are tried: the first whose pattern matches is drawn. */
export const staffRoutes: readonly StaffRoute[] = [
  ...Object.entries(topLevelScreens).map(
    ([path, Screen]): StaffRoute => ({ path, screen: Screen, draw: () => <Screen /> }),
  ),
  quoteRoute,
  detail('/insured/:id', InsuredDetailPage),
  detail('/insurers/:id/settings', InsurerSettingsPage),
  detail('/policy/:id', PolicyDetailPage),
  detail('/transactions/:id', TransactionDetailPage),
  detail('/outbox/:id', OutboxEmailPage),
  { path: '/:tab/:id?', screen: TabPage, draw: ({ tab = '', id }) => <TabPage tab={tab} id={id} /> },
];
