import { Alert } from '@buildcover/ui';
import { startTransition, useCallback, useMemo, useState, type ReactElement } from 'react';
import type { LazyScreen } from '../lazyScreen';
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
  /** For the element around the list: the modal's code starts loading once the pointer or focus is in it. */
  intent: { onPointerEnter: () => void; onFocus: () => void };
}

/**
 * A list page's create/view/update/delete modal and the notice its last change leaves above the list.
 * The modal's code (its forms, react-hook-form, the domain's schemas) is not in the list's first load:
 * `modalCode` is the lazily loaded modal, drawn inside <Suspense>.
 */
export function useRecordModal<State>(source: Pick<ListSource<unknown>, 'name'>, modalCode: Pick<LazyScreen<object>, 'preload'>): RecordModal<State> {
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
  const intent = useMemo(() => ({ onPointerEnter: modalCode.preload, onFocus: modalCode.preload }), [modalCode]);
  const notice = message ? <Alert tone="success" role="status" title={message} onDismiss={() => setMessage(undefined)} /> : null;
  return { modal, open, close, done, notice, intent };
}
