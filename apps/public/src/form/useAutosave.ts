import type { ProposalFormValues, ProposalValues } from '@buildcover/domain';
import type { SavedFormPlace } from '@buildcover/domain/api';
import { useCallback, useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { ProposalDraft } from './ProposalDraft';
import { clearSavedProposal, hasAnswers, saveProposal } from './savedProposal';

const SAVE_DELAY_MS = 400;

type Timer = { current: ReturnType<typeof setTimeout> | undefined };
function cancelTimer(timer: Timer): void {
  clearTimeout(timer.current);
  timer.current = undefined;
}

/**
 * Keeps the answers (and the upload session) in this browser as the customer types, and where they
 * are in the form (`keepPlace`: the step), so a reload resumes there. Saves shortly after the last change and when the page is hidden; `stop()` ends it
 * (after a submission, whose answers must not come back).
 */
export function useAutosave(
  form: UseFormReturn<ProposalFormValues, unknown, ProposalValues>,
  draft: ProposalDraft,
  /** False while the blank form of a prerendered page hydrates: nothing is kept or cleared then. */
  enabled = true,
): { stop(): void; clear(): void; saveNow(): void; keepPlace(place: SavedFormPlace): void } {
  const timer: Timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const stopped = useRef(false);
  const draftRef = useRef(draft);
  draftRef.current = draft;
  const enabledRef = useRef(enabled);
  enabledRef.current = enabled;
  const place = useRef<SavedFormPlace | undefined>(undefined);

  const saveNow = useCallback(() => {
    cancelTimer(timer);
    if (stopped.current || !enabledRef.current) return;
    const values = form.getValues();
    const { uid, uidIssuedAt, uidExpiresAt = null, fileNames } = draftRef.current;
    if (!hasAnswers(values) && !uid) {
      clearSavedProposal();
      return;
    }
    saveProposal({
      version: 1,
      values,
      uid,
      uidIssuedAt,
      uidExpiresAt,
      fileNames: { ...fileNames },
      ...(place.current ? { place: place.current } : {}),
    });
  }, [form]);

  // Saves SAVE_DELAY_MS after the last change. A key only moves the deadline: re-arming a timer on
  // every key was a good part of a keystroke's script (bench/web/typing.ts profile).
  const deadline = useRef(0);
  const schedule = useCallback(() => {
    deadline.current = Date.now() + SAVE_DELAY_MS;
    if (timer.current !== undefined) return;
    const wake = (): void => {
      const left = deadline.current - Date.now();
      if (left > 0) {
        timer.current = setTimeout(wake, left);
        return;
      }
      timer.current = undefined;
      saveNow();
    };
    timer.current = setTimeout(wake, SAVE_DELAY_MS);
  }, [saveNow]);

  useEffect(() => {
    const subscription = form.watch(() => schedule());
    const onHide = (): void => saveNow();
    window.addEventListener('pagehide', onHide);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', onHide);
      saveNow();
    };
  }, [form, schedule, saveNow]);

  // The upload session changes without a keystroke (a file uploaded or removed).
  useEffect(() => schedule(), [draft.uid, draft.uidExpiresAt, draft.fileNames, schedule]);

  const stop = useCallback(() => {
    stopped.current = true;
    cancelTimer(timer);
    clearSavedProposal();
  }, []);

  /** Forgets what is kept; later answers are kept again ('Start again'). */
  const clear = useCallback(() => {
    cancelTimer(timer);
    clearSavedProposal();
  }, []);

  /** A move to another step changes no answer: kept as well. */
  const keepPlace = useCallback(
    (next: SavedFormPlace) => {
      if (place.current?.form === next.form && place.current.step === next.step) return;
      place.current = next;
      schedule();
    },
    [schedule],
  );

  return { stop, clear, saveNow, keepPlace };
}
