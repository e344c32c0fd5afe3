import { z } from 'zod';
import { readSavedText, safeStorage, withoutUploads } from './savedProposal';
import { savedShape, type SavedProposal } from './savedProposalShape';

/*
 * Reading a kept proposal back, checked against the domain's form shape. Its own module because it
 * needs zod: the form page loads it only when something is kept (./useKeptProposal.ts).
 */

/**
 * An upload session (GET /api/v1/quotes/get/id) stays open 48 hours on the server
 * (apps/server/src/repositories/proposals.ts, DRAFT_LIFETIME_HOURS). A saved uid older than this
 * margin is dropped with its uploads, so the customer is never told an upload worked when the
 * server has already let it go.
 */
const UID_USABLE_MS = 47 * 60 * 60 * 1000;
/** A session kept longer ('Save and finish later') is dropped this long before the server lets it go. */
const EXPIRY_MARGIN_MS = 60 * 60 * 1000;

const sessionUsable = (saved: SavedProposal, now: number): boolean => {
  if (!saved.uid) return false;
  if (saved.uidExpiresAt) return now < saved.uidExpiresAt - EXPIRY_MARGIN_MS;
  return saved.uidIssuedAt !== null && now - saved.uidIssuedAt < UID_USABLE_MS;
};

/** The proposal saved in this browser, or null (none, unreadable, or from an older form). */
export function loadSavedProposal(
  storage: Storage | undefined = safeStorage(),
  now = Date.now(),
): SavedProposal | null {
  const text = readSavedText(storage);
  return text ? parseSavedProposal(text, now) : null;
}

/** A kept proposal's stored text read back, or null (unreadable, or from an older form). */
export function parseSavedProposal(text: string, now = Date.now()): SavedProposal | null {
  let parsed: SavedProposal;
  try {
    const result = savedShape.safeParse(JSON.parse(text));
    if (!result.success) return null;
    parsed = result.data;
  } catch {
    return null;
  }
  if (sessionUsable(parsed, now)) return parsed;
  return {
    ...parsed,
    uid: null,
    uidIssuedAt: null,
    uidExpiresAt: null,
    fileNames: {},
    values: withoutUploads(parsed.values),
  };
}
