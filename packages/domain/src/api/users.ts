import { profileUpdateSchema, userCreateSchema, userUpdateSchema } from '../backoffice/user';
import { userTypeValues } from '../reference/userTypes';
import { z } from 'zod';
import {
  dataResponse,
  errors,
  idParams,
  listResponse,
  messageResponse,
  nullableTimestamp,
  savedResponse,
  searchResponse,
  staffErrors,
  staffListErrors,
} from './envelopes';
import { tokenPair } from './auth';
import { defineEndpoint } from './endpoint';
import { sortedListQuery, sortedSearchQuery } from './lists';

/** A staff member as the API shows them (never the password hash). */
export const user = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  user_type: z.enum(userTypeValues),
  /** Active when true. */
  status: z.boolean(),
  last_login: nullableTimestamp,
  created_at: nullableTimestamp,
});

/** Every column of the users table sorts on the server (default: newest first). */
export const userSortKeys = ['name', 'last_login', 'user_type', 'email', 'status', 'created_at'] as const;
export const usersListQuery = sortedListQuery(userSortKeys, 'created_at');
export const usersSearchQuery = sortedSearchQuery(userSortKeys, 'created_at');

/** PUT /profile's answer: the user as saved and, after a password change, this session's new tokens (every other session is signed out). */
export const profileSaved = savedResponse(user).extend({ token: tokenPair.nullable() });

const tags = ['users'];
const changeErrors = { ...staffErrors, ...errors(409, 413, 415) };

export const usersApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/users',
    summary: 'Staff users, a page at a time, sorted on any column (super admins only)',
    tags,
    auth: 'super_admin',
    query: usersListQuery,
    responses: { 200: listResponse(user), ...staffListErrors },
  }),
  search: defineEndpoint({
    method: 'GET',
    path: '/users/search',
    summary: 'Staff users whose name or e-mail contains q (super admins only)',
    tags,
    auth: 'super_admin',
    query: usersSearchQuery,
    responses: { 200: searchResponse(user), ...staffListErrors },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/users/:id',
    summary: 'One staff user (super admins only)',
    tags,
    auth: 'super_admin',
    params: idParams,
    responses: { 200: dataResponse(user), ...staffErrors },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/users',
    summary: 'Add a staff user',
    tags,
    auth: 'super_admin',
    body: userCreateSchema,
    responses: { 200: savedResponse(user), ...changeErrors },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/users/:id',
    summary:
      'Change a staff user (an empty password keeps the current one; nobody demotes or deactivates themselves or the last active super admin)',
    tags,
    auth: 'super_admin',
    params: idParams,
    body: userUpdateSchema,
    responses: { 200: savedResponse(user), ...changeErrors },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/users/:id',
    summary: 'Delete a staff user (never oneself, never the last active super admin)',
    tags,
    auth: 'super_admin',
    params: idParams,
    responses: { 200: messageResponse, ...staffErrors },
  }),
  profile: defineEndpoint({
    method: 'GET',
    path: '/profile',
    summary: 'The signed-in staff user',
    tags,
    auth: 'staff',
    responses: { 200: dataResponse(user), ...staffErrors },
  }),
  updateProfile: defineEndpoint({
    method: 'PUT',
    path: '/profile',
    summary:
      "Change one's own name and, with a new password, sign out every other session (the current password is required)",
    tags,
    auth: 'staff',
    body: profileUpdateSchema,
    responses: { 200: profileSaved, ...staffErrors, ...errors(413, 415) },
  }),
};

export type User = z.output<typeof user>;
export type UserSort = (typeof userSortKeys)[number];
