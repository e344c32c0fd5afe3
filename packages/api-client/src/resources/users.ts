import type { api, QueryOf } from '@buildcover/domain/api';
import * as routes from '../core/routes';
import type { ProfileUpdateInput, UserCreateInput, UserUpdateInput } from '@buildcover/domain';
import { callEndpoint } from '../core/call';
import type { HttpClient } from '../core/http';

export function createUsersApi(http: HttpClient) {
  return {
    /** GET /api/v1/users?start&limit&sort&order (super admin) → data.results, data.count. */
    list: (query: Partial<QueryOf<typeof api.users.list>>) => callEndpoint(http, routes.users.list, { query }),
    /** GET /api/v1/users/search?q&start&limit&sort&order (super admin) → results, count. */
    search: (query: QueryOf<typeof api.users.search>) => callEndpoint(http, routes.users.search, { query }),
    /** GET /api/v1/users/{id} → data. */
    get: (id: number | string) => callEndpoint(http, routes.users.get, { params: { id: Number(id) } }),
    /** POST /api/v1/users {name, email, user_type, password, status} → message, data (the user as saved). */
    create: (body: UserCreateInput) => callEndpoint(http, routes.users.create, { body }),
    /** PUT /api/v1/users/{id} → message, data. */
    update: (id: number, body: UserUpdateInput) => callEndpoint(http, routes.users.update, { params: { id }, body }),
    /** DELETE /api/v1/users/{id}. */
    remove: (id: number) => callEndpoint(http, routes.users.remove, { params: { id } }),
    /** GET /api/v1/profile → data: the signed-in user. */
    profile: () => callEndpoint(http, routes.users.profile, {}),
    /** PUT /api/v1/profile {name, current_password, password} → message, data, and new tokens after a password change. */
    updateProfile: (body: ProfileUpdateInput) => callEndpoint(http, routes.users.updateProfile, { body }),
  };
}
