import { userTypeValues, type UserType } from '@buildcover/domain';
import { roleMayCall } from '@buildcover/domain/api';
import type { Route } from '../core/routes';

/**
 * The role the server put in the staff access token (`user_type`), for showing or hiding actions.
 * It is only a hint for the screen: the server checks the role on every call.
 */
export function staffRoleOf(accessToken: string | null | undefined): UserType | null {
  const role = claimsOf(accessToken)?.user_type;
  return (userTypeValues as readonly unknown[]).includes(role) ? (role as UserType) : null;
}

/** The signed-in user's id (the token's `sub`), to keep them from deleting or demoting themselves. */
export function staffIdOf(accessToken: string | null | undefined): number | null {
  const id = Number(claimsOf(accessToken)?.sub);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * Whether the signed-in role may make this call (its contract's `auth`, by the domain's one role
 * rule the server's guards use): a screen shows an action only when it is true.
 */
export function canCall(role: UserType | null, route: Pick<Route, 'auth'>): boolean {
  return roleMayCall(role, route.auth);
}

/** Only a super admin manages users (the server's requireSuperAdmin). */
export function canManageUsers(role: UserType | null): boolean {
  return roleMayCall(role, 'super_admin');
}

/** Only a super admin refunds a payment (the server's refund route). */
export function canRefundPayments(role: UserType | null): boolean {
  return roleMayCall(role, 'super_admin');
}

function claimsOf(accessToken: string | null | undefined): { user_type?: unknown; sub?: unknown } | null {
  const payload = accessToken?.split('.')[1];
  if (!payload) return null;
  try {
    return JSON.parse(
      atob(
        payload
          .replace(/-/g, '+')
          .replace(/_/g, '/')
          .padEnd(Math.ceil(payload.length / 4) * 4, '='),
      ),
    ) as { user_type?: unknown; sub?: unknown };
  } catch {
    return null;
  }
}

/** Admins and super admins change quotes; normal users read them (the server's requireAdmin). */
export function canEditQuotes(role: UserType | null): boolean {
  return roleMayCall(role, 'admin');
}
