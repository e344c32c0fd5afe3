import { Button, Modal } from '@buildcover/ui';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';

export const UNSAVED_TITLE = 'You have unsaved changes';
export const UNSAVED_TEXT = 'If you leave now, the changes you typed are lost.';

export interface EditSession {
  /** Fields are enabled only in edit mode ('Welcome! You are in the edit mode.'). */
  isEditing: boolean;
  /** The signed-in role may change this quote (admins); normal users only read it. */
  canEdit: boolean;
  startEditing(): void;
  /** Leaves edit mode, asking first when a form holds unsaved changes. */
  stopEditing(): void;
  /**
   * A form says whether it holds changes not yet saved (key: the form's name), and how to drop them
   * (put its stored values back) when the user chooses Discard changes.
   */
  reportDirty(key: string, isDirty: boolean, discard: () => void): void;
  hasUnsavedChanges: boolean;
  /** Runs `action` at once, or after the user agrees to drop unsaved changes. */
  guard(action: () => void): void;
}

const EditSessionContext = createContext<EditSession | null>(null);

/** Links that stay inside the page (same origin, same document) and would unmount the editor. */
function leavingLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank' || anchor.hasAttribute('download'))
    return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return null;
  return anchor;
}

/**
 * Edit mode and the unsaved-changes guard of one quote: leaving edit mode, switching tabs, the
 * back button, a sidebar link or closing the browser tab ask before typed work is dropped.
 */
export function EditSessionProvider({ canEdit, children }: { canEdit: boolean; children: ReactNode }): ReactElement {
  const [isEditing, setEditing] = useState(false);
  const [dirtyKeys, setDirtyKeys] = useState<ReadonlySet<string>>(() => new Set());
  const [pending, setPending] = useState<(() => void) | null>(null);
  const hasUnsavedChanges = dirtyKeys.size > 0;
  const unsavedRef = useRef(hasUnsavedChanges);
  unsavedRef.current = hasUnsavedChanges;
  /** Set while following a link the user agreed to leave by. */
  const leavingRef = useRef(false);
  /** How each dirty form drops its changes. */
  const discardersRef = useRef(new Map<string, () => void>());

  const reportDirty = useCallback((key: string, isDirty: boolean, discard: () => void) => {
    if (isDirty) discardersRef.current.set(key, discard);
    else discardersRef.current.delete(key);
    setDirtyKeys((keys) => {
      if (keys.has(key) === isDirty) return keys;
      const next = new Set(keys);
      if (isDirty) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);

  const guard = useCallback((action: () => void) => {
    if (unsavedRef.current) setPending(() => action);
    else action();
  }, []);

  /** Every form puts its stored values back: what stays on screen is what is saved. */
  const discardAll = useCallback(() => {
    const discarders = [...discardersRef.current.values()];
    discardersRef.current.clear();
    setDirtyKeys(new Set());
    for (const discard of discarders) discard();
  }, []);

  const stopEditing = useCallback(() => guard(() => setEditing(false)), [guard]);

  // Closing or reloading the browser tab: the browser's own question.
  useEffect(() => {
    if (!hasUnsavedChanges) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent): void => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [hasUnsavedChanges]);

  // Any link in the page (the shell's sidebar, a breadcrumb) that would take the user away.
  useEffect(() => {
    if (!hasUnsavedChanges) return undefined;
    const onClick = (event: MouseEvent): void => {
      if (leavingRef.current) return;
      const anchor = leavingLink(event);
      if (!anchor) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(() => () => {
        leavingRef.current = true;
        anchor.click(); // the router follows it as it would have
        leavingRef.current = false;
      });
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [hasUnsavedChanges]);

  const value = useMemo<EditSession>(
    () => ({
      isEditing: isEditing && canEdit,
      canEdit,
      startEditing: () => setEditing(true),
      stopEditing,
      reportDirty,
      hasUnsavedChanges,
      guard,
    }),
    [isEditing, canEdit, stopEditing, reportDirty, hasUnsavedChanges, guard],
  );

  return (
    <EditSessionContext.Provider value={value}>
      {children}
      <Modal
        title={UNSAVED_TITLE}
        role="alertdialog"
        isOpen={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        footer={
          <>
            <Button variant="secondary" onPress={() => setPending(null)}>
              Keep editing
            </Button>
            <Button
              variant="danger"
              onPress={() => {
                const action = pending;
                setPending(null);
                discardAll();
                action?.();
              }}
            >
              Discard changes
            </Button>
          </>
        }
      >
        <p>{UNSAVED_TEXT}</p>
      </Modal>
    </EditSessionContext.Provider>
  );
}

export function useEditSession(): EditSession {
  const session = useContext(EditSessionContext);
  if (!session) throw new Error('useEditSession needs an <EditSessionProvider> above it');
  return session;
}

/**
 * Tells the edit session whether this form has unsaved changes and how to drop them (`discard`
 * puts the stored values back), and forgets it when the form goes.
 */
export function useReportDirty(key: string, isDirty: boolean, discard: () => void): void {
  const { reportDirty } = useEditSession();
  const discardRef = useRef(discard);
  discardRef.current = discard;
  useEffect(() => {
    reportDirty(key, isDirty, () => discardRef.current());
  }, [key, isDirty, reportDirty]);
  useEffect(() => () => reportDirty(key, false, () => undefined), [key, reportDirty]);
}
