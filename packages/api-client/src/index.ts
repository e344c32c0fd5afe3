export { ApiError, isApiError, NETWORK_ERROR_MESSAGE, type FieldError } from './core/ApiError';
export type {
  Envelope,
  SavedEnvelope,
  ListEnvelope,
  ListPage,
  SearchEnvelope,
  Ack,
  Paging,
  ListParams,
  SearchParams,
} from './core/envelope';
export {
  createHttpClient,
  readTokenPair,
  REFRESH_PATH,
  REFRESH_ERROR_MESSAGE,
  type ApiClientOptions,
  type HttpClient,
  type RequestAuth,
  type RequestOptions,
  type TokenPair,
} from './core/http';
export { createApiClient, createPublicApiClient, type ApiClient, type PublicApiClient } from './core/createApiClient';
export { LOGIN_FAILED_MESSAGE, type LoginRequest, type LoginResponse } from './resources/auth';
export type { QuoteSubmitResult } from './resources/publicQuotes';
export type { ResumedProposal, SavedForLater, SaveForLaterBody } from './resources/proposalDrafts';
export type { QuoteInfoUpdate } from './resources/adminQuotes';
export { sendSectionSave } from './resources/sectionSaves';
export type { UploadResult } from './resources/files';
export type { PolicyDocumentKind, PolicyDocumentKeys } from './resources/documents';
export * from './types/entities';
export type * from './types/payments';
export type * from './types/outbox';
export type * from './types/policies';
export type * from './types/dashboard';
export type * from './types/insurerSettings';
export {
  createSessionStore,
  DEFAULT_SESSION_KEY,
  type SessionData,
  type SessionStore,
  type SessionStoreOptions,
} from './session/sessionStore';
export { createSessionClient, type SessionClient } from './session/createSessionClient';
export { ApiClientProvider, useApiClient, usePublicApiClient } from './session/ApiClientProvider';
export { staffRoleOf, staffIdOf, canCall, canEditQuotes, canManageUsers, canRefundPayments } from './session/staffRole';
export { useCanCall } from './session/useCanCall';
export * as apiRoutes from './core/routes';
export { AuthProvider, useAuth, INVALID_CREDENTIALS_MESSAGE, type AuthState } from './session/AuthProvider';
export { useApi, usePublicApi, type ApiKey } from './hooks/useApi';
export * from './hooks/resources';
export { useStates } from './hooks/useStates';
