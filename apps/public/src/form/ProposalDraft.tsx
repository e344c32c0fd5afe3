import { usePublicApiClient } from '@buildcover/api-client';
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';

/**
 * The proposal's upload session: the quote uid uploads hang off (GET /api/v1/quotes/get/id, asked
 * for the first time a file is chosen or the proposal is sent) and the names of the files uploaded
 * under it, so the form can list them again after a reload or a resume link.
 */
export interface ProposalDraft {
  uid: string | null;
  uidIssuedAt: number | null;
  uidExpiresAt?: number | null;
  /** The session's uid, opening one on the first call (concurrent callers share it). */
  ensureUid(): Promise<string>;
  fileNames: Readonly<Record<string, string>>;
  rememberFile(key: string, name: string): void;
  forgetFile(key: string): void;
  /** A fresh session: 'Start again', or after a submission. */
  reset(): void;
  /** The server keeps the session until then ('Save and finish later'). */
  keepUntil(expiresAt: number): void;
}

export interface DraftSession {
  uid: string | null;
  uidIssuedAt: number | null;
  /** When the server lets the session go, once known (a save for later keeps it longer). */
  uidExpiresAt?: number | null;
  fileNames: Record<string, string>;
}

const DraftContext = createContext<ProposalDraft | null>(null);

export function useProposalDraftState(initial: DraftSession): ProposalDraft {
  const client = usePublicApiClient();
  const [session, setSession] = useState<DraftSession>(initial);
  const pending = useRef<Promise<string> | null>(null);
  const current = useRef(session);
  current.current = session;

  const ensureUid = useCallback(async () => {
    if (current.current.uid) return current.current.uid;
    pending.current ??= client.publicQuotes
      .newUid()
      .then((answer) => {
        const next = { ...current.current, uid: answer.data.uid, uidIssuedAt: Date.now() };
        current.current = next;
        setSession(next);
        return answer.data.uid;
      })
      .finally(() => {
        pending.current = null;
      });
    return pending.current;
  }, [client]);

  const rememberFile = useCallback(
    (key: string, name: string) => setSession((s) => ({ ...s, fileNames: { ...s.fileNames, [key]: name } })),
    [],
  );
  const forgetFile = useCallback(
    (key: string) =>
      setSession((s) => {
        const { [key]: _gone, ...rest } = s.fileNames;
        return { ...s, fileNames: rest };
      }),
    [],
  );
  const reset = useCallback(() => {
    const blank = { uid: null, uidIssuedAt: null, uidExpiresAt: null, fileNames: {} };
    current.current = blank;
    setSession(blank);
  }, []);
  const keepUntil = useCallback((expiresAt: number) => {
    const next = { ...current.current, uidExpiresAt: expiresAt };
    current.current = next;
    setSession(next);
  }, []);

  return useMemo(
    () => ({ ...session, ensureUid, rememberFile, forgetFile, reset, keepUntil }),
    [session, ensureUid, rememberFile, forgetFile, reset, keepUntil],
  );
}

export function ProposalDraftProvider({
  draft,
  children,
}: {
  draft: ProposalDraft;
  children: ReactNode;
}): ReactElement {
  return <DraftContext.Provider value={draft}>{children}</DraftContext.Provider>;
}

export function useProposalDraft(): ProposalDraft {
  const draft = useContext(DraftContext);
  if (!draft) throw new Error('useProposalDraft needs a <ProposalDraftProvider> above it');
  return draft;
}
