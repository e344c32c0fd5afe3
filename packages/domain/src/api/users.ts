import { listQuerySchema, searchQuerySchema } from '../backoffice/lists';
import { userCreateSchema, userUpdateSchema } from '../backoffice/user';
import { userTypeValues } from '../reference/userTypes';
import { z } from 'zod';
import { dataResponse, errors, idParams, listResponse, messageResponse, nullableTimestamp, savedResponse, searchResponse, staffErrors } from './envelopes';
import { defineEndpoint } from './endpoint';

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

const tags = ['users'];
const changeErrors = { ...staffErrors, ...errors(409, 413, 415) };

export const usersApi = {
  list: defineEndpoint({ method: 'GET', path: '/users', summary: 'Staff users, a page at a time', tags, auth: 'staff', query: listQuerySchema, responses: { 200: listResponse(user), ...staffErrors } }),
  search: defineEndpoint({ method: 'GET', path: '/users/search', summary: 'Staff users whose name or e-mail contains q', tags, auth: 'staff', query: searchQuerySchema, responses: { 200: searchResponse(user), ...staffErrors } }),
  get: defineEndpoint({ method: 'GET', path: '/users/:id', summary: 'One staff user', tags, auth: 'staff', params: idParams, responses: { 200: dataResponse(user), ...staffErrors } }),
  create: defineEndpoint({ method: 'POST', path: '/users', summary: 'Add a staff user', tags, auth: 'super_admin', body: userCreateSchema, responses: { 200: savedResponse(user), ...changeErrors } }),
  update: defineEndpoint({ method: 'PUT', path: '/users/:id', summary: 'Change a staff user (an empty password keeps the current one)', tags, auth: 'super_admin', params: idParams, body: userUpdateSchema, responses: { 200: savedResponse(user), ...changeErrors } }),
  remove: defineEndpoint({ method: 'DELETE', path: '/users/:id', summary: 'Delete a staff user', tags, auth: 'super_admin', params: idParams, responses: { 200: messageResponse, ...staffErrors } }),
};

export type User = z.output<typeof user>;
