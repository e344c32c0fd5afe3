import { addDaysIso, toQuoteRequest, todayIso } from '@buildcover/domain';
import { cleanProposal } from '@buildcover/domain/testing';

export interface SubmittedQuote {
  status: 'quoted' | 'referred' | 'declined';
  ref: string;
  /** The unguessable public id of the customer's links. */
  id: string;
  /** Quoted and its pay link issued on submission. */
  payable: boolean;
}

/**
 * Sends the domain's clean sample proposal through the public API (GET /quotes/get/id, then
 * POST /quotes/get), as the form would, with the holder's surname given so a journey finds its own quote.
 * `referred: true` answers yes to excavation deeper than 5 metres, an underwriting rule that refers
 * the proposal whoever is on the panel (other files add and remove insurers on the shared server).
 */
export async function submitSampleQuote(
  baseUrl: string,
  surname: string,
  { referred = false } = {},
): Promise<SubmittedQuote> {
  const issued = await fetch(`${baseUrl}/api/v1/quotes/get/id`);
  if (!issued.ok) throw new Error(`GET /api/v1/quotes/get/id answered ${issued.status}`);
  const { uid } = ((await issued.json()) as { data: { uid: string } }).data;
  const proposal = cleanProposal({
    // The sample starts on a fixed day; keep the start date in the future whenever this runs.
    builderProjectStartDate: addDaysIso(todayIso(), 30),
    policyHolder: { ...cleanProposal().policyHolder, surname },
    ...(referred ? { excavationDeeper: 'yes' as const } : {}),
  });
  const response = await fetch(`${baseUrl}/api/v1/quotes/get`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(toQuoteRequest(proposal, uid)),
  });
  const body = await response.text();
  if (!response.ok) throw new Error(`POST /api/v1/quotes/get answered ${response.status}: ${body}`);
  return (JSON.parse(body) as { data: SubmittedQuote }).data;
}
