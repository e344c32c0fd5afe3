import { z } from 'zod';
import { loginSchema } from '../backoffice/login';
import { userTypeValues } from '../reference/userTypes';
import { errors, messageResponse } from './envelopes';
import { defineEndpoint } from './endpoint';

/** A short-lived access JWT and a rotating refresh token. */
export const tokenPair = z.object({ access: z.string(), refresh: z.string() });

/** Who signed in: what the back office shows in its header. */
export const signedInUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  user_type: z.enum(userTypeValues),
});

export const authApi = {
  login: defineEndpoint({
    method: 'POST',
    path: '/auth/login',
    summary: 'Sign in with e-mail (or unique name) and password',
    tags: ['auth'],
    auth: 'none',
    body: loginSchema,
    responses: {
      200: z.object({ success: z.literal(true), data: z.object({ token: tokenPair, user: signedInUser }) }),
      ...errors(400, 401, 413, 415, 429),
    },
  }),
  refresh: defineEndpoint({
    method: 'POST',
    path: '/auth/token/refresh',
    summary: 'Rotate the refresh token (sent as the bearer token) for a new pair',
    tags: ['auth'],
    auth: 'none',
    responses: {
      200: z.object({ success: z.literal(true), access: z.string(), refresh: z.string(), data: tokenPair }),
      ...errors(400, 401, 413, 415),
    },
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/auth/logout',
    summary: 'End the session of the refresh token sent as the bearer token',
    tags: ['auth'],
    auth: 'none',
    responses: { 200: messageResponse, ...errors(400, 413, 415) },
  }),
};

export type TokenPair = z.output<typeof tokenPair>;
