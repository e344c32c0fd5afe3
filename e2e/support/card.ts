import type { Page } from 'playwright-core';

/** The sandbox gateway's hosted card fields (an iframe the page cannot read). */
export const cardFields = (page: Page) => page.frameLocator('iframe[title="Card details"]');

/** Types a test card into the hosted fields as a customer would: any future expiry, a CVC of the scheme's length. */
export async function fillCard(page: Page, number: string, name = 'Alex Builder'): Promise<void> {
  const fields = cardFields(page);
  await fields.getByLabel('Card number').pressSequentially(number);
  await fields.getByLabel('Expiry (MM/YY)').pressSequentially('1234');
  await fields.getByLabel('Security code (CVC)').fill(number.startsWith('3') ? '1234' : '123');
  await fields.getByLabel('Name on card').fill(name);
}
