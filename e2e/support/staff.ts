import { sampleInsurer } from '@buildcover/domain/testing';
import { e2eAdmin } from './admin';

/**
 * What staff do through the API before or beside a journey (as the back office would): sign in,
 * put an insurer on the panel with its PDS and FSG, find a quote, send its payment link, read the
 * outbox and the payment attempts. One staff session per call of `staffApi`.
 */
export interface StaffApi {
  token: string;
  /** Calls /api/v1{path} with the session; a FormData body goes as multipart. Throws on a non-2xx answer. */
  call<T = unknown>(method: string, path: string, body?: unknown): Promise<T>;
}

/** Signs in (POST /api/v1/auth/login), as the e2e super_admin unless other credentials are given. */
export async function staffApi(
  baseUrl: string,
  credentials: { username: string; password: string } = e2eAdmin,
): Promise<StaffApi> {
  const login = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: credentials.username, password: credentials.password }),
  });
  if (!login.ok) throw new Error(`POST /api/v1/auth/login answered ${login.status}: ${await login.text()}`);
  const token = ((await login.json()) as { data: { token: { access: string } } }).data.token.access;
  return {
    token,
    async call<T>(method: string, path: string, body?: unknown): Promise<T> {
      const isForm = body instanceof FormData;
      const response = await fetch(`${baseUrl}/api/v1${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined || isForm ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: isForm ? body : JSON.stringify(body) }),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`${method} /api/v1${path} answered ${response.status}: ${text}`);
      return JSON.parse(text) as T;
    },
  };
}

/** The smallest well-formed PDF: what an insurer's PDS upload is checked to be. */
function pdfBytes(title: string): Blob {
  const pdf = `%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\n% ${title}\ntrailer <</Root 1 0 R>>\n%%EOF\n`;
  return new Blob([pdf], { type: 'application/pdf' });
}

export interface PanelInsurer {
  id: number;
  name: string;
}

let insurerCount = 0;

/**
 * Puts the domain's sample insurer on the panel under `name` (POST /api/v1/insurer, a fresh uid)
 * with its PDS and FSG uploaded and attached, as staff would, so the next proposals are priced and quoted.
 */
export async function addPanelInsurer(staff: StaffApi, name: string): Promise<PanelInsurer> {
  insurerCount += 1;
  const uid = `E2E${Date.now().toString(36).toUpperCase()}${insurerCount}`;
  const created = await staff.call<{ data: { id: number } }>('POST', '/insurer', {
    ...sampleInsurer,
    name,
    uid,
    underwriter: `${name} Pty Ltd`,
  });
  const documents: Record<string, string> = {};
  for (const field of ['pds_doc', 'fsg_doc'] as const) {
    const form = new FormData();
    form.append('file', pdfBytes(field), `${field}.pdf`);
    const upload = await staff.call<{ key: string }>('POST', `/static/upload?field=${field}`, form);
    documents[field] = upload.key;
  }
  await staff.call('PATCH', `/insurer/${created.data.id}`, documents);
  return { id: created.data.id, name };
}

/** Takes the insurer off the panel again (a quote names it, so it is only hidden), so later journeys start as a fresh install would. */
export async function removePanelInsurer(staff: StaffApi, insurer: PanelInsurer): Promise<void> {
  await staff.call('DELETE', `/insurer/${insurer.id}`);
}

/**
 * An insurer on the panel for a file's journeys; the returned function takes it off again, so
 * journeys in other files still see an empty panel (every proposal referred). Files run one after
 * another, never side by side.
 */
export async function withPanelInsurer(baseUrl: string, name: string): Promise<() => Promise<void>> {
  const staff = await staffApi(baseUrl);
  const insurer = await addPanelInsurer(staff, name);
  return () => removePanelInsurer(staff, insurer);
}

/** The back office's id of a quote, found by its reference. */
export async function staffQuoteId(staff: StaffApi, ref: string): Promise<number> {
  const found = await staff.call<{ data: { results: { id: number; ref: string }[] } }>(
    'GET',
    `/quotes/search?q=${encodeURIComponent(ref)}&start=0&limit=10`,
  );
  const quote = found.data.results.find((row) => row.ref === ref);
  if (!quote) throw new Error(`quote ${ref} is not in the back office's search`);
  return quote.id;
}

export interface KeptMail {
  id: number;
  to: string;
  subject: string;
  text: string | null;
  html: string;
}

/** One mail the outbox kept, whole (GET /api/v1/outbox/{id}: the list shows no bodies). */
async function keptMail(staff: StaffApi, outboxId: number): Promise<KeptMail> {
  return (await staff.call<{ data: KeptMail }>('GET', `/outbox/${outboxId}`)).data;
}

/**
 * The newest mail in the outbox that `matches` (by recipient and subject), whole; undefined when none
 * does. `q` narrows the list first, as staff search it.
 */
export async function outboxMail(
  staff: StaffApi,
  matches: (mail: Pick<KeptMail, 'to' | 'subject'>) => boolean,
  q?: string,
): Promise<KeptMail | undefined> {
  const search = q ? `q=${encodeURIComponent(q)}&` : '';
  const page = await staff.call<{ data: { results: Pick<KeptMail, 'id' | 'to' | 'subject'>[] } }>(
    'GET',
    `/outbox?${search}start=0&limit=100`,
  );
  const listed = page.data.results.find(matches);
  return listed ? keptMail(staff, listed.id) : undefined;
}

function payLinkIn(mail: KeptMail): string {
  const link = /https?:\/\/\S+\/quotes\/pay\/[\w-]+/.exec(mail.text ?? mail.html)?.[0];
  if (!link) throw new Error('the payment link e-mail has no pay link');
  return new URL(link).pathname;
}

/** The path of the pay link in a payment-link e-mail the outbox kept. */
export async function payLinkOfMail(staff: StaffApi, outboxId: number): Promise<string> {
  return payLinkIn(await keptMail(staff, outboxId));
}

/** The path of the pay link mailed for a quote (on submission, or by staff), read from the newest such mail in the outbox. */
export async function payLinkMailedFor(staff: StaffApi, ref: string): Promise<string> {
  // A submission's pay link mail goes just after its answer (apps/server/src/work): give it a moment.
  for (const until = Date.now() + 10_000; ; ) {
    const mail = await outboxMail(staff, (m) => m.subject.includes(ref) && m.subject.includes('ready to pay'), ref);
    if (mail) return payLinkIn(mail);
    if (Date.now() > until) throw new Error(`no payment-link e-mail for ${ref} in the outbox`);
    await new Promise((wait) => setTimeout(wait, 100));
  }
}

export interface PaymentAttempt {
  id: number;
  status: 'pending' | 'succeeded' | 'failed';
  total_amount: string;
  surcharge_amount: string;
  card_number_mask: string | null;
  error_message: string | null;
}

/** Every payment attempt of a quote, as the back office's Transactions view reads them. */
export async function paymentAttempts(staff: StaffApi, quoteId: number): Promise<PaymentAttempt[]> {
  const page = await staff.call<{ data: { results: PaymentAttempt[] } }>(
    'GET',
    `/payments?quote_id=${quoteId}&start=0&limit=100`,
  );
  return page.data.results;
}
