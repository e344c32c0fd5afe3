import { proposalValuesShape } from '@buildcover/domain';
import { savedFormPlace } from '@buildcover/domain/api';
import { z } from 'zod';

/** A proposal kept on this device, as ./loadSavedProposal.ts checks it when read back. */
export const savedShape = z.object({
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
