import { addDaysIso, formatDate, todayIso } from '@buildcover/domain';
import type { Locator, Page } from 'playwright-core';

/** A section by its title: the long form's groups (named by their heading), the wizard's regions. */
export const section = (page: Page, title: string): Locator =>
  page.getByRole('group', { name: title, exact: true }).or(page.getByRole('region', { name: title, exact: true }));

/** Picks an option of a proposal question's select (the browser's own <select>: ui's NativeSelect). */
export async function choose(scope: Locator, label: RegExp, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label }).selectOption({ label: option });
}

/** Answers a Yes/No question by its wording. */
export async function answer(scope: Locator, question: string | RegExp, value: 'Yes' | 'No'): Promise<void> {
  await scope.getByRole('radiogroup', { name: question }).getByText(value, { exact: true }).click();
}

/** Types a date (yyyy-mm-dd) into a segmented date field, day first as en-AU shows it. */
export async function typeDate(page: Page, scope: Locator, label: string | RegExp, iso: string): Promise<void> {
  const group = scope.getByRole('group', { name: label });
  await group.getByRole('spinbutton').first().click();
  await page.keyboard.type(formatDate(iso).replaceAll('/', ''));
}

/** Presses the open section's Next and waits for the next one to open. */
export async function next(page: Page, from: string, to: string): Promise<void> {
  await section(page, from).getByRole('button', { name: 'Next' }).click();
  await sectionHeading(page, to, { expanded: true }).waitFor();
}

/** A section's heading button ("Coverage", or "Coverage Complete" once done). */
export function sectionHeading(page: Page, title: string, options: { expanded?: boolean } = {}): Locator {
  return page.getByRole('button', {
    name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`),
    ...options,
  });
}

export interface HolderAnswers {
  firstName: string;
  surname: string;
  email: string;
}

export async function fillPolicyHolder(page: Page, holder: HolderAnswers): Promise<void> {
  const s = section(page, 'Policy Holder');
  await choose(s, /Title$/, 'Ms');
  await s.getByRole('textbox', { name: 'First name' }).fill(holder.firstName);
  await s.getByRole('textbox', { name: 'Surname' }).fill(holder.surname);
  await s.getByRole('textbox', { name: 'Contact phone number' }).fill('0412 345 678');
  await s.getByRole('textbox', { name: 'Email address', exact: true }).fill(holder.email);
  await s.getByRole('textbox', { name: 'Confirm email address' }).fill(holder.email);
  await answer(s, 'Is there an additional policy holder?', 'No');
}

export async function fillPropertyLocation(page: Page, state = 'New South Wales'): Promise<void> {
  const s = section(page, 'Property Location');
  await s.getByRole('textbox', { name: 'Street Number/Name' }).fill('12 Example Street');
  await s.getByRole('textbox', { name: 'Suburb' }).fill('Parramatta');
  await choose(s, /State$/, state);
  await s.getByRole('textbox', { name: 'Postcode' }).fill('2150');
}

export async function fillCoverage(page: Page, value = '450000'): Promise<void> {
  const s = section(page, 'Coverage');
  await s.getByRole('textbox', { name: /Value of the construction work/ }).fill(value);
  await choose(s, /About the construction project$/, 'New home');
  await choose(s, /Public liability indemnity limit$/, '$5 Million');
  await answer(s, 'Do you want to insure the existing structure?', 'No');
}

export async function fillProjectDetails(page: Page): Promise<void> {
  const s = section(page, 'Project Details');
  await answer(s, 'Has construction work started?', 'No');
  await typeDate(page, s, /Proposed start date/, addDaysIso(todayIso(), 30));
  await answer(s, 'Is there a mortgage on the property?', 'No');
}

export async function fillPreviousClaims(page: Page): Promise<void> {
  const s = section(page, 'Previous Claims');
  await answer(s, /2 or more claims/, 'No');
  await answer(s, /claims over \$10,000/, 'No');
  await answer(s, /insurance declined or cancelled/, 'No');
  await answer(s, /suffered any loss/, 'No');
}

export async function fillHolderRisk(page: Page): Promise<void> {
  const s = section(page, 'Property Holder Risk');
  await answer(s, /declared bankrupt/, 'No');
  await answer(s, /convicted of a criminal offence/, 'No');
}

/** The Property Risk questions, all No unless `yes` names some (by a piece of their wording). */
export const propertyRiskQuestions = [
  /excavation deeper than 5 metres/,
  /piling, or shoring or underpinning/,
  /on or over water/,
  /demolition above 10 metres/,
  /involve asbestos/,
  /heritage-listed building/,
  /house raising, restumping or relocating/,
  /prototype or experimental/,
  /straw bales/,
  /more than 2 storeys/,
  /outside mainland Australia/,
  /swimming pool only/,
] as const;

export async function fillPropertyRisk(page: Page, yes: readonly RegExp[] = []): Promise<void> {
  const s = section(page, 'Property Risk');
  for (const question of propertyRiskQuestions) await answer(s, question, yes.includes(question) ? 'Yes' : 'No');
}

/** Every section up to Property Risk answered (its Next not pressed); the risks in `risksYes` answered yes. */
export async function fillUpToPropertyRisk(
  page: Page,
  holder: HolderAnswers,
  risksYes: readonly RegExp[] = [],
): Promise<void> {
  await fillPolicyHolder(page, holder);
  await next(page, 'Policy Holder', 'Property Location');
  await fillPropertyLocation(page);
  await next(page, 'Property Location', 'Coverage');
  await fillCoverage(page);
  await next(page, 'Coverage', 'Project Details');
  await fillProjectDetails(page);
  await next(page, 'Project Details', 'Previous Claims');
  await fillPreviousClaims(page);
  await next(page, 'Previous Claims', 'Property Holder Risk');
  await fillHolderRisk(page);
  await next(page, 'Property Holder Risk', 'Property Risk');
  await fillPropertyRisk(page, risksYes);
}

/** Fills every section with a clean proposal up to (not including) the declaration's Submit. */
export async function fillCleanProposal(
  page: Page,
  holder: HolderAnswers,
  options: {
    risksYes?: readonly RegExp[] /** Runs with Property Risk answered, before its Next. */;
    onPropertyRisk?: () => Promise<void>;
  } = {},
): Promise<void> {
  await fillUpToPropertyRisk(page, holder, options.risksYes);
  await options.onPropertyRisk?.();
  await next(page, 'Property Risk', 'Declaration');
}

export async function declareAndSubmit(page: Page): Promise<void> {
  const s = section(page, 'Declaration');
  await s.getByText(/I declare that the information/).click();
  await s.getByRole('button', { name: 'Submit' }).click();
}

/** An upload as the server took it: the session's uid and the stored file's key. */
export interface Uploaded {
  uid: string;
  key: string;
}

/** Chooses a PDF for a plans field (by its label) and waits for the server to store it. */
export async function uploadPlans(page: Page, scope: Locator, label: RegExp, name: string): Promise<Uploaded> {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    scope.getByRole('button', { name: label }).click(),
  ]);
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/api/v1/static/upload') && r.request().method() === 'POST'),
    chooser.setFiles({ name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') }),
  ]);
  if (!response.ok()) throw new Error(`upload answered ${response.status()}: ${await response.text()}`);
  const uid = new URL(response.url()).searchParams.get('uid') ?? '';
  await scope.getByRole('button', { name: `Remove ${name}` }).waitFor();
  return { uid, key: ((await response.json()) as { key: string }).key };
}

/** What the server answers for an uploaded file now (200 while it is kept, 404 once removed). */
export async function fileStatus(baseUrl: string, upload: Uploaded): Promise<number> {
  return (await fetch(`${baseUrl}/api/v1/static/files/${upload.key}?uid=${encodeURIComponent(upload.uid)}`)).status;
}
