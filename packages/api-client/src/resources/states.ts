import * as routes from '../core/routes';
import { callEndpoint } from '../core/call';
import type { HttpClient } from '../core/http';

export function createStatesApi(http: HttpClient) {
  return {
    /** GET /api/v1/states → `{ success, data: [{state_code, name}] }`; bearer when signed in, none otherwise. */
    list: () => callEndpoint(http, routes.states.list, {}),
  };
}
