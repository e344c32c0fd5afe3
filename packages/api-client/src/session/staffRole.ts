import { userTypeValues, type UserType } from '@buildcover/domain';

/**
 * The role the server put in the staff access token (`user_type`), for showing or hiding actions.
 * It is only a hint for the screen: the server checks the role on every call.
 */
export function staffRoleOf(accessToken: string | null | undefined): UserType | null {
  const payload = accessToken?.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '='));
    const role = (JSON.parse(json) as { user_type?: unknown }).user_type;
    return (userTypeValues as readonly unknown[]).includes(role) ? (role as UserType) : null;
  } catch {
    return null;
  }
}

/** Admins and super admins change quotes; normal users read them (the server's requireAdmin). */
export function canEditQuotes(role: UserType | null): boolean {
  return role === 'admin' || role === 'super_admin';
}
