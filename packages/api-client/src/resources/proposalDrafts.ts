import type { SaveForLaterBody } from '@buildcover/domain/api';
import * as routes from '../core/routes';
import { callEndpoint } from '../core/call';
import type { HttpClient } from '../core/http';

export type { ResumedProposal, SavedForLater, SaveForLaterBody } from '@buildcover/domain/api';

/** 'Save and finish later' (no session): keep a proposal on the server and open it again from the e-mailed link. */
export function createProposalDraftsApi(http: HttpClient) {
  return {
    /** POST /api/v1/quotes/drafts/save → data.expires_at: until when the e-mailed link works. */
    saveForLater: (body: SaveForLaterBody) => callEndpoint(http, routes.proposalDrafts.saveForLater, { body }),
    /** POST /api/v1/quotes/drafts/resume {token} → the answers, the uid and its live files. */
    resume: (token: string) => callEndpoint(http, routes.proposalDrafts.resume, { body: { token } }),
  };
}
