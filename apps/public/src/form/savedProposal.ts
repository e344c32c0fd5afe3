import { emptyProposal, proposalFields, type ProposalFormValues } from '@buildcover/domain';
import type { ResumedProposal } from '@buildcover/api-client';
import type { SavedProposal } from './savedProposalShape';

export type { SavedProposal };

/** Where the customer's unfinished proposal is kept in this browser (never card data: the form has none). */
export const SAVED_PROPOSAL_KEY = 'buildcover.proposal';

const fileFieldPaths = proposalFields.filter((def) => def.kind === 'file').map((def) => def.path);

/** The same answers with every upload emptied (their session is gone). */
export function withoutUploads(values: ProposalFormValues): ProposalFormValues {
  return withUploadsOnly(values, []);
}

/** The same answers with every upload not in `keys` emptied (removed, or swept with its session). */
export function withUploadsOnly(values: ProposalFormValues, keys: readonly string[]): ProposalFormValues {
  const copy = structuredClone(values);
  const record: Record<string, unknown> = copy;
  for (const path of fileFieldPaths) if (!keys.includes(String(record[path]))) record[path] = '';
  return copy;
}

/** What a resume link opened, kept on this device as the form reads it: the live uploads only. */
export function savedFromLink(resumed: ResumedProposal, now = Date.now()): SavedProposal {
  const keys = resumed.files.map((file) => file.key);
  return {
    version: 1,
    values: withUploadsOnly(resumed.answers, keys),
    uid: resumed.uid,
    uidIssuedAt: now,
    uidExpiresAt: Date.parse(resumed.expires_at),
    fileNames: Object.fromEntries(resumed.files.map((file) => [file.key, file.name])),
    restoredFrom: 'link',
    ...(resumed.place ? { place: resumed.place } : {}),
  };
}

export function saveProposal(saved: SavedProposal, storage: Storage | undefined = safeStorage()): void {
  try {
    storage?.setItem(SAVED_PROPOSAL_KEY, JSON.stringify(saved));
  } catch {
    // Private browsing or a full quota: the form still works, it just cannot resume after a reload.
  }
}

export function clearSavedProposal(storage: Storage | undefined = safeStorage()): void {
  try {
    storage?.removeItem(SAVED_PROPOSAL_KEY);
  } catch {
    // Nothing was kept.
  }
}

/** Whether these answers hold anything the customer typed (a blank form is not worth keeping). */
export function hasAnswers(values: ProposalFormValues): boolean {
  return JSON.stringify(values) !== JSON.stringify(emptyProposal());
}

/** The kept proposal as stored (its text), read without parsing it (./loadSavedProposal.ts parses). */
export function readSavedText(storage: Storage | undefined = safeStorage()): string | null {
  try {
    return storage?.getItem(SAVED_PROPOSAL_KEY) ?? null;
  } catch {
    return null;
  }
}

export function safeStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
