import { Alert } from '@buildcover/ui';
import { useCallback, useState, type ReactElement } from 'react';
import type { ListSource } from './usePagedList';
import { useRefreshList } from './useRefreshList';

export interface RecordModal<State> {
  /** The modal open now (its mode and record), or null. */
  modal: State | null;
  /** Opens a modal; the notice of the last change goes. */
  open: (state: State) => void;
  close: () => void;
  /** After a create, update or delete: closes the modal, shows the server's message and reloads the list. */
  done: (message: string) => void;
  /** The success notice of the last change, dismissable, or null. */
  notice: ReactElement | null;
}

/** A list page's create/view/update/delete modal and the notice its last change leaves above the list. */
export function useRecordModal<State>(source: Pick<ListSource<unknown>, 'name'>): RecordModal<State> {
  const [modal, setModal] = useState<State | null>(null);
  const [message, setMessage] = useState<string | undefined>();
  const refresh = useRefreshList(source);
  const open = useCallback((state: State) => {
    setMessage(undefined);
    setModal(state);
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
  const notice = message ? <Alert tone="success" role="status" title={message} onDismiss={() => setMessage(undefined)} /> : null;
  return { modal, open, close, done, notice };
}
