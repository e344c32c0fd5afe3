import { Alert } from '@buildcover/ui';
import { startTransition, useCallback, useState, type ReactElement } from 'react';
import type { ListSource } from './usePagedList';
import { useRefreshList } from './useRefreshList';

export interface RecordModal<State> {
  /** The modal open now (its mode and record), or null. */
  modal: State | null;
  /** Opens a modal; the notice of the last change goes. The list stays as it is until the modal's code is there. */
  open: (state: State) => void;
  close: () => void;
  /** After a create, update or delete: closes the modal, shows the server's message and reloads the list. */
  done: (message: string) => void;
  /** The success notice of the last change, dismissable, or null. */
  notice: ReactElement | null;
}

/**
 * A list page's create/view/update/delete modal and the notice its last change leaves above the list.
 * The modal may load lazily (drawn inside <Suspense>, and given to the list's `opens`).
 */
export function useRecordModal<State>(source: Pick<ListSource<unknown>, 'name'>): RecordModal<State> {
  const [modal, setModal] = useState<State | null>(null);
  const [message, setMessage] = useState<string | undefined>();
  const refresh = useRefreshList(source);
  // A transition: while the modal's code loads, the list stays on screen instead of a fallback.
  const open = useCallback((state: State) => {
    startTransition(() => {
      setMessage(undefined);
      setModal(state);
    });
  }, []);
  const close = useCallback(() => setModal(null), []);
  const done = useCallback(
    (text: string) => {
      setModal(null);
      setMessage(text);
      void refresh();
    },
    [refresh],
  );
  const notice = message ? (
    <Alert tone="success" role="status" title={message} onDismiss={() => setMessage(undefined)} />
  ) : null;
  return { modal, open, close, done, notice };
}
