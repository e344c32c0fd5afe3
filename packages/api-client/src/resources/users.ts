import type { Ack, ListEnvelope, ListParams, SearchEnvelope, SearchParams } from '../core/envelope';
import type { HttpClient } from '../core/http';
import { segment } from '../core/query';
import type { UserCreateInput, UserUpdateInput } from '@buildcover/domain';
import type { User } from '../types/entities';

export function createUsersApi(http: HttpClient) {
  return {
    /** GET /api/v1/users?start&limit → data.results, data.count. */
    list: (paging: ListParams): Promise<ListEnvelope<User>> => http.request({ method: 'GET', path: '/api/v1/users', query: { ...paging } }),
    /** GET /api/v1/users/search?q&start&limit → results, count. */
    search: (params: SearchParams): Promise<SearchEnvelope<User>> => http.request({ method: 'GET', path: '/api/v1/users/search', query: { ...params } }),
    /** POST /api/v1/users {name, email, user_type, password, status}. */
    create: (body: UserCreateInput): Promise<Ack> => http.request({ method: 'POST', path: '/api/v1/users', json: body }),
    /** PUT /api/v1/users/{id}. */
    update: (id: number, body: UserUpdateInput): Promise<Ack> => http.request({ method: 'PUT', path: `/api/v1/users/${segment(id)}`, json: body }),
    /** DELETE /api/v1/users/{id}. */
    remove: (id: number): Promise<Ack> => http.request({ method: 'DELETE', path: `/api/v1/users/${segment(id)}` }),
  };
}
