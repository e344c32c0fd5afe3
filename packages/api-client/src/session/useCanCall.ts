import type { Route } from '../core/routes';
import { useAuth } from './AuthProvider';
import { canCall, staffRoleOf } from './staffRole';

/**
 * Whether the signed-in staff member may make a call (`apiRoutes.outbox.resend`), by the role in
 * their session and the domain's one role rule: show an action only when it answers true. The
 * server refuses the rest anyway.
 */
export function useCanCall(): (route: Pick<Route, 'auth'>) => boolean {
  const role = staffRoleOf(useAuth().token);
  return (route) => canCall(role, route);
}
