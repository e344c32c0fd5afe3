import { emptyProposal, proposalFields, proposalValuesShape, type ProposalFormValues } from '@buildcover/domain';
import type { ResumedProposal } from '@buildcover/api-client';
import { savedFormPlace } from '@buildcover/domain/api';
import { z } from 'zod';

/** Where the customer's unfinished proposal is kept in this browser (never card data: the form has none). */
export const SAVED_PROPOSAL_KEY = 'buildcover.proposal';

/**
 * An upload session (GET /api/v1/quotes/get/id) stays open 48 hours on the server
 * (apps/server/src/repositories/proposals.ts, DRAFT_LIFETIME_HOURS). A saved uid older than this
 * margin is dropped with its uploads, so the customer is never told an upload worked when the
 * server has already let it go.
 */
const UID_USABLE_MS = 47 * 60 * 60 * 1000;
/** A session kept longer ('Save and finish later') is dropped this long before the server lets it go. */
const EXPIRY_MARGIN_MS = 60 * 60 * 1000;

const savedShape = z.object({
  version: z.literal(1),
  values: proposalValuesShape,
  uid: z.string().nullable(),
  uidIssuedAt: z.number().nullable(),
  /** When the server lets the session go, once known (a save for later keeps it open longer). */
  uidExpiresAt: z.number().nullable().optional(),
  /** Uploaded file key → the name the customer chose, to list it again after a reload. */
  fileNames: z.record(z.string(), z.string()),
  /** 'link': restored from a resume link (and not changed since), for the welcome message. */
  restoredFrom: z.literal('link').optional(),
  /** Where a resume link's save was made from: the steps reopen at that step. */
  place: savedFormPlace.optional(),
});
export type SavedProposal = z.infer<typeof savedShape>;

const fileFieldPaths = proposalFields.filter((def) => def.kind === 'file').map((def) => def.path as keyof ProposalFormValues);

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

const sessionUsable = (saved: SavedProposal, now: number): boolean => {
  if (!saved.uid) return false;
  if (saved.uidExpiresAt) return now < saved.uidExpiresAt - EXPIRY_MARGIN_MS;
  return saved.uidIssuedAt !== null && now - saved.uidIssuedAt < UID_USABLE_MS;
};

/** The proposal saved in this browser, or null (none, unreadable, or from an older form). */
export function loadSavedProposal(storage: Storage | undefined = safeStorage(), now = Date.now()): SavedProposal | null {
  const text = storage?.getItem(SAVED_PROPOSAL_KEY);
  if (!text) return null;
  let parsed: SavedProposal;
  try {
    const result = savedShape.safeParse(JSON.parse(text));
    if (!result.success) return null;
    parsed = result.data as SavedProposal;
  } catch {
    return null;
  }
  if (sessionUsable(parsed, now)) return parsed;
  return { ...parsed, uid: null, uidIssuedAt: null, uidExpiresAt: null, fileNames: {}, values: withoutUploads(parsed.values) };
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

function safeStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
