import {
  isRecordId,
  pathOf,
  type BodyOf,
  type Endpoint,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '@buildcover/domain/api';
import { ApiError } from './ApiError';
import type { HttpClient, RequestAuth } from './http';
import type { Query } from './query';
import type { Route } from './routes';

/** What a call with an id that names no record answers (404). */
export const RECORD_NOT_FOUND_MESSAGE = 'Not found';

/** The API's prefix: contract paths are relative to it. */
export const API_PREFIX = '/api/v1';

/** What a call of `E` needs: its path params, query and body, each typed by the contract (absent when the route has none). */
export type CallInput<E extends Endpoint> = (E extends { params: object }
  ? { params: ParamsOf<E> }
  : { params?: undefined }) &
  (E extends { query: object } ? { query?: Partial<QueryOf<E>> } : { query?: undefined }) &
  (E extends { multipart: true }
    ? { form: FormData }
    : E extends { body: object }
      ? { body: BodyOf<E> }
      : { body?: undefined });

export interface CallOptions {
  /** Defaults from the contract: no token for public calls, the staff session otherwise; a quote call passes `{ bearer }`. */
  auth?: RequestAuth;
  /** Message used when the server gives none. */
  fallbackMessage?: string;
  /** A multipart upload: hears how much has gone (0 to 1). */
  onUploadProgress?: (fraction: number) => void;
}

const defaultAuth = (endpoint: Route): RequestAuth => (endpoint.auth === 'none' ? 'none' : 'session');

/**
 * One typed call of a contract endpoint, reached by its route (./routes.ts): the path is built from
 * the route and its params, and the answer is typed by the endpoint's success schema (an HTML
 * endpoint answers its text, a file's bytes a Blob).
 */
export function callEndpoint<E extends Endpoint>(
  http: HttpClient,
  endpoint: Route<E>,
  input: CallInput<E>,
  options: CallOptions = {},
): Promise<ResponseOf<E>> {
  const { params, query, body, form } = input as {
    params?: Record<string, unknown>;
    query?: Query;
    body?: unknown;
    form?: FormData;
  };
  // A record id that cannot be one ('/insured/abc' arrives here as NaN) names no record: answered as
  // the server answers an id it does not hold, without asking it, so every record screen says 'No … found'.
  if (Object.values(params ?? {}).some((value) => typeof value === 'number' && !isRecordId(value)))
    return Promise.reject(new ApiError(404, RECORD_NOT_FOUND_MESSAGE));
  const hasBody = endpoint.method !== 'GET';
  return http.request<ResponseOf<E>>({
    method: endpoint.method,
    path: `${API_PREFIX}${pathOf(endpoint.path, params)}`,
    ...(query ? { query } : {}),
    // Bodyless POST/PUT/DELETE still send `{}` as JSON, as the original front end does.
    ...(form ? { form } : hasBody ? { json: body ?? {} } : {}),
    auth: options.auth ?? defaultAuth(endpoint),
    ...(endpoint.html ? { responseType: 'text' as const } : endpoint.binary ? { responseType: 'blob' as const } : {}),
    ...(options.fallbackMessage ? { fallbackMessage: options.fallbackMessage } : {}),
    ...(options.onUploadProgress ? { onUploadProgress: options.onUploadProgress } : {}),
  });
}
