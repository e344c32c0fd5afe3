import { noteSchema } from '@buildcover/domain';
import { useState } from 'react';
import { failureFeedback, useFeedback } from '../saveFeedback';

/**
 * A note being written or corrected: its HTML, the editor's message, and a save that checks the note
 * as the server will before `send` takes it. Adding and correcting a note both use it.
 */
export function useNoteSave(initial: string, send: (note: string) => Promise<unknown>, failedMessage: string) {
  const [html, setHtml] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const [feedback, setFeedback] = useFeedback();

  /** Resolves to whether the note was saved; a refusal shows on the editor or as feedback. */
  const save = async (): Promise<boolean> => {
    setFeedback(null);
    const parsed = noteSchema.safeParse({ note: html });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return false;
    }
    setError(undefined);
    setSaving(true);
    try {
      await send(parsed.data.note);
      return true;
    } catch (failure) {
      setFeedback(failureFeedback(failure, failedMessage));
      return false;
    } finally {
      setSaving(false);
    }
  };

  /** The RichTextEditor's props for this note. */
  const editor = {
    label: 'Note',
    value: html,
    onChange: (next: string) => {
      setHtml(next);
      setError(undefined);
    },
    errorMessage: error,
    isDisabled: saving,
  };
  return { html, setHtml, saving, feedback, setFeedback, save, editor };
}
