import { api } from '@buildcover/domain/api';
import type { UserCreateInput, UserUpdateInput } from '@buildcover/domain';
import { callEndpoint } from '../core/call';
import type { ListParams, SearchParams } from '../core/envelope';
import type { HttpClient } from '../core/http';

export function createUsersApi(http: HttpClient) {
  return {
    /** GET /api/v1/users?start&limit → data.results, data.count. */
    list: (paging: ListParams) => callEndpoint(http, api.users.list, { query: paging }),
    /** GET /api/v1/users/search?q&start&limit → results, count. */
    search: (params: SearchParams) => callEndpoint(http, api.users.search, { query: params }),
    /** GET /api/v1/users/{id} → data. */
    get: (id: number | string) => callEndpoint(http, api.users.get, { params: { id: Number(id) } }),
    /** POST /api/v1/users {name, email, user_type, password, status} → message, data (the user as saved). */
    create: (body: UserCreateInput) => callEndpoint(http, api.users.create, { body }),
    /** PUT /api/v1/users/{id} → message, data. */
    update: (id: number, body: UserUpdateInput) => callEndpoint(http, api.users.update, { params: { id }, body }),
    /** DELETE /api/v1/users/{id}. */
    remove: (id: number) => callEndpoint(http, api.users.remove, { params: { id } }),
  };
}
