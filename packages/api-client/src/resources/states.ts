import type { Envelope } from '../core/envelope';
import type { HttpClient } from '../core/http';
import type { StateOption } from '../types/entities';

export function createStatesApi(http: HttpClient) {
  return {
    /** GET /api/v1/states → `{ success, data: [{state_code, name}] }`; bearer when signed in, none otherwise. */
    list: (): Promise<Envelope<StateOption[]>> => http.request({ method: 'GET', path: '/api/v1/states' }),
  };
}
