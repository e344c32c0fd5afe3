import { isApiError } from '@buildcover/api-client';
import { formPathOfApi } from '@buildcover/domain';

export interface SubmitFailure {
  /** Messages the server gave for fields of the form, at their form paths. */
  fieldErrors: { path: string; message: string }[];
  /** What the popup says when the failure is not about a field the customer can fix. */
  message: string | null;
  /** The upload session is no longer usable (expired or swept): a new one is needed. */
  sessionExpired: boolean;
}

export const sessionExpiredMessage =
  'Your quote session had expired, so we have started a new one and kept your answers. Please upload any plans again, then submit.';
const fallback = 'Your proposal could not be sent. Your answers are kept: please try again in a moment.';

/** Reads a failed POST /api/v1/quotes/get: field errors for the form, or the server's message for the popup. */
export function readSubmitFailure(error: unknown): SubmitFailure {
  if (!isApiError(error)) return { fieldErrors: [], message: fallback, sessionExpired: false };
  if (error.status === 0) return { fieldErrors: [], message: `${error.message}: ${fallback}`, sessionExpired: false };
  const fieldErrors = error.errors.flatMap((e) => {
    const path = formPathOfApi(e.path);
    return path ? [{ path, message: e.message }] : [];
  });
  const sessionExpired = error.status === 400 && error.errors.some((e) => e.path === 'meta.uid' || e.path === 'meta');
  if (sessionExpired) return { fieldErrors, message: sessionExpiredMessage, sessionExpired };
  const unplaced = error.errors.length === 0 || fieldErrors.length < error.errors.length;
  return { fieldErrors, message: unplaced || error.status >= 500 ? error.message || fallback : null, sessionExpired };
}
