import type { LoginBody } from '@buildcover/domain';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../core/ApiError';
import type { api, ResponseOf } from '@buildcover/domain/api';
import * as routes from '../core/routes';
import { callEndpoint } from '../core/call';
import { readTokenPair, type HttpClient, type TokenPair } from '../core/http';

/** {username, password}: the domain's login body. */
export type LoginRequest = LoginBody;

export type LoginResponse = ResponseOf<typeof api.auth.login>;

export const LOGIN_FAILED_MESSAGE = 'Login failed';

export function createAuthApi(http: HttpClient) {
  return {
    /** POST /api/v1/auth/login → data.token.access / data.token.refresh. Errors: the server's message, 'Login failed' or 'Network error'. */
    async login(body: LoginRequest): Promise<TokenPair> {
      const response = await callEndpoint(http, routes.auth.login, { body }, { fallbackMessage: LOGIN_FAILED_MESSAGE });
      const pair = readTokenPair(response);
      if (!pair) throw new ApiError(200, LOGIN_FAILED_MESSAGE, [], response);
      return pair;
    },
    /** POST /api/v1/auth/token/refresh with the refresh token as bearer; shared with the 401 retry. */
    refresh: (): Promise<string | null> => http.refreshSession(),
    /** POST /api/v1/auth/logout with the refresh token as bearer: the server revokes that session. */
    logout: (refreshToken: string) => callEndpoint(http, routes.auth.logout, {}, { auth: { bearer: refreshToken } }),
  };
}

export { NETWORK_ERROR_MESSAGE };
