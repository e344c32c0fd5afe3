import { isApiError } from '@buildcover/api-client';
import { Alert } from '@buildcover/ui';
import { useCallback, useState, type BaseSyntheticEvent, type ReactElement } from 'react';
import type { FieldValues, SubmitHandler, UseFormReturn } from 'react-hook-form';

/** What a refused action says: the session stays, nothing typed is lost. */
export const FORBIDDEN_MESSAGE =
  'Your user type may not make this change. Ask an administrator; your changes are still on the screen.';

export interface Feedback {
  tone: 'success' | 'danger';
  message: string;
  /** The server's reason, when it gave one the user can act on. */
  detail?: string | undefined;
}

/**
 * A save's result in the spec's words: its success message, or its failure message with the
 * server's reason (a 400's field message, a 409's conflict), or the 403 sentence.
 */
export function failureFeedback(error: unknown, failure: string): Feedback {
  if (isApiError(error)) {
    if (error.status === 403) return { tone: 'danger', message: FORBIDDEN_MESSAGE };
    if (error.status === 400 || error.status === 404 || error.status === 409)
      return { tone: 'danger', message: failure, detail: error.message };
    if (error.isNetworkError)
      return {
        tone: 'danger',
        message: failure,
        detail: 'The server could not be reached. Check the connection and try again.',
      };
  }
  return { tone: 'danger', message: failure };
}

export function useFeedback(): [Feedback | null, (feedback: Feedback | null) => void] {
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  return [feedback, useCallback((next: Feedback | null) => setFeedback(next), [])];
}

/**
 * A form's submit that first clears the previous save's message, then checks and saves: a message
 * belongs to the save that made it, so a save the checks block shows its field errors alone (not
 * the green of the save before). Use it instead of `form.handleSubmit` wherever a save reports.
 */
export function submitClearing<Input extends FieldValues, Output>(
  form: Pick<UseFormReturn<Input, unknown, Output>, 'handleSubmit'>,
  clear: () => void,
  onValid: SubmitHandler<Output>,
): (event?: BaseSyntheticEvent) => Promise<void> {
  const submit = form.handleSubmit(onValid);
  return async (event) => {
    clear();
    await submit(event);
  };
}

/** The result of the last save, announced politely (success) or assertively (failure). */
export function FeedbackAlert({
  feedback,
  onDismiss,
}: {
  feedback: Feedback | null;
  onDismiss: () => void;
}): ReactElement | null {
  if (!feedback) return null;
  return (
    <Alert
      tone={feedback.tone}
      role={feedback.tone === 'success' ? 'status' : 'alert'}
      title={feedback.message}
      onDismiss={onDismiss}
    >
      {feedback.detail}
    </Alert>
  );
}
