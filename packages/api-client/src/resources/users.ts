import { api, type QueryOf } from '@buildcover/domain/api';
import type { ProfileUpdateInput, UserCreateInput, UserUpdateInput } from '@buildcover/domain';
import { callEndpoint } from '../core/call';
import type { HttpClient } from '../core/http';

export function createUsersApi(http: HttpClient) {
  return {
    /** GET /api/v1/users?start&limit&sort&order (super admin) → data.results, data.count. */
    list: (query: Partial<QueryOf<typeof api.users.list>>) => callEndpoint(http, api.users.list, { query }),
    /** GET /api/v1/users/search?q&start&limit&sort&order (super admin) → results, count. */
    search: (query: QueryOf<typeof api.users.search>) => callEndpoint(http, api.users.search, { query }),
    /** GET /api/v1/users/{id} → data. */
    get: (id: number | string) => callEndpoint(http, api.users.get, { params: { id: Number(id) } }),
    /** POST /api/v1/users {name, email, user_type, password, status} → message, data (the user as saved). */
    create: (body: UserCreateInput) => callEndpoint(http, api.users.create, { body }),
    /** PUT /api/v1/users/{id} → message, data. */
    update: (id: number, body: UserUpdateInput) => callEndpoint(http, api.users.update, { params: { id }, body }),
    /** DELETE /api/v1/users/{id}. */
    remove: (id: number) => callEndpoint(http, api.users.remove, { params: { id } }),
    /** GET /api/v1/profile → data: the signed-in user. */
    profile: () => callEndpoint(http, api.users.profile, {}),
    /** PUT /api/v1/profile {name, current_password, password} → message, data, and new tokens after a password change. */
    updateProfile: (body: ProfileUpdateInput) => callEndpoint(http, api.users.updateProfile, { body }),
  };
}
