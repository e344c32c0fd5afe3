import { z } from 'zod';

export const loginMessages = {
  username: 'Username is required',
  password: 'Password is required',
  invalid: 'Invalid credentials',
  failed: 'Login failed',
  network: 'Network error',
  refreshFailed: 'Error refreshing access token',
} as const;

/** POST /api/v1/auth/login body. The form has no field rules; the server needs both filled in. */
export const loginSchema = z.object({
  username: z.string({ error: loginMessages.username }).trim().min(1, loginMessages.username).max(254),
  password: z.string({ error: loginMessages.password }).min(1, loginMessages.password).max(200),
});
export type LoginBody = z.input<typeof loginSchema>;
