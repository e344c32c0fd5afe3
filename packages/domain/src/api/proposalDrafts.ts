import { z } from 'zod';
import { proposalValuesShape } from '../proposal/schema';
import { emailAddress } from '../util/email';
import { proposalWizardSteps } from '../proposal/wizard';
import { dataResponse, errors, savedResponse, timestamp } from './envelopes';
import { defineEndpoint } from './endpoint';

/** The address a resume link goes to; the form's own e-mail rules say the same in other words. */
export const saveForLaterEmail = emailAddress({
  required: 'Please enter your email address.',
  invalid: 'Email address must be valid.',
  tooLong: 'Email address must be valid.',
});

/**
 * The proposal as the form holds it. The form's shape only: anything else sent along (a card
 * number, say) is dropped before it is stored.
 */
export const savedAnswers = proposalValuesShape;

/** The secret of a resume link: 256 random bits, base64url (43 characters). */
export const resumeToken = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{43}$/, 'This link is not complete. Please open it from your e-mail again.');

/**
 * Which reading of the proposal the customer saved from, so the link reopens that one: the
 * sectioned form ('sections', at '/') or the steps ('steps', at /quotes/get) with the step they
 * were on (0-based; null when not known).
 */
export const savedFormPlace = z.object({
  form: z.enum(['sections', 'steps']),
  step: z
    .number()
    .int()
    .min(0)
    .max(proposalWizardSteps.length - 1)
    .nullable(),
});

export const saveForLaterBody = z.object({
  /** The proposal's upload session (GET /quotes/get/id): its files come back with the answers. */
  uid: z.string().trim().min(1, 'uid is required').max(100),
  email: saveForLaterEmail,
  answers: savedAnswers,
  /** Absent from a page loaded before the form said where it was: the link then opens the sectioned form. */
  place: savedFormPlace.optional(),
});

export const savedForLater = z.object({
  /** Where the link went. */
  email: z.string(),
  /** The link (and the uploads) work until then: the draft's expiry, swept after it. */
  expires_at: timestamp,
});

export const resumedProposal = z.object({
  uid: z.string(),
  answers: savedAnswers,
  /** The files uploaded under the draft that are still there, with the names they were chosen with. */
  files: z.array(z.object({ key: z.string(), name: z.string() })),
  /** Where the customer saved from; null when the save did not say. */
  place: savedFormPlace.nullable(),
  expires_at: timestamp,
});

const tags = ['quotes (public)'];

/** 'Save and finish later': a proposal kept on the server and opened again from an e-mailed link. */
export const proposalDraftsApi = {
  saveForLater: defineEndpoint({
    method: 'POST',
    path: '/quotes/drafts/save',
    summary: "Keeps the proposal's answers with its upload session and e-mails a link that opens them on any device",
    tags,
    auth: 'none',
    body: saveForLaterBody,
    responses: { 200: savedResponse(savedForLater), ...errors(400, 404, 413, 415, 429, 502) },
  }),
  resume: defineEndpoint({
    method: 'POST',
    path: '/quotes/drafts/resume',
    summary:
      'Opens a saved proposal from the token of its e-mailed link: 404 unknown, 410 expired, 409 already submitted',
    tags,
    auth: 'none',
    body: z.object({ token: resumeToken }),
    responses: { 200: dataResponse(resumedProposal), ...errors(400, 404, 409, 410, 413, 415, 429) },
  }),
};

export type SaveForLaterBody = z.input<typeof saveForLaterBody>;
export type SavedForLater = z.output<typeof savedForLater>;
export type ResumedProposal = z.output<typeof resumedProposal>;
export type SavedFormPlace = z.output<typeof savedFormPlace>;
