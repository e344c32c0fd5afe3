import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { screenshot, useBrowser } from './support/browser';
import { fillCard } from './support/card';
import { isInFocusedElement } from './support/focus';

/** /paymentdemo: the sandbox's test cards from the server, and the demo card form (never charges). */
describe('the demo payment form', () => {
  const journey = useBrowser();

  async function openDemo(): Promise<Page> {
    const page = await journey.newPage();
    await page.goto('/paymentdemo');
    await page.getByRole('heading', { level: 1, name: 'Demo payment form' }).waitFor();
    return page;
  }

  it('lists the test cards, and pays nothing with 4242 4242 4242 4242: masked card, surcharge and 3-D Secure shown', async () => {
    const page = await openDemo();
    await page.getByText('This demo never charges', { exact: false }).waitFor();
    const cards = page.getByRole('grid', { name: 'Sandbox test cards' });
    await cards.getByRole('rowheader', { name: '4242 4242 4242 4242' }).waitFor();
    for (const number of ['5555 5555 5555 4444', '3782 822463 10005', '4000 0000 0000 3220', '4000 0000 0000 0002']) {
      expect(await cards.getByRole('rowheader', { name: number }).count(), number).toBe(1);
    }

    await fillCard(page, '4242424242424242', 'Alex Builder');
    // The surcharge this card adds shows as soon as the BIN is known.
    await page
      .getByText('plus Visa card surcharge 1.10%: $11.00. Total $1,011.00.', {
        exact: false,
      })
      .waitFor();
    await page.getByRole('button', { name: 'Make Payment' }).click();

    const outcome = page.getByRole('status').filter({ hasText: 'Card verified. No money was taken.' });
    await outcome.waitFor();
    const text = await outcome.innerText();
    expect(text).toContain('424242******4242');
    expect(text).toContain('Visa');
    expect(text).toContain('12/34');
    expect(text).toContain('Alex Builder');
    expect(text).toMatch(/Card surcharge\s+\$11\.00 \(1\.10%\)/);
    expect(text).toMatch(/Total that would be charged\s+\$1,011\.00/);
    expect(text).toContain('Authentication successful (version 2.2.0, ECI 05)');
    expect(text).toContain('Visa: approved, frictionless 3-D Secure');
    await screenshot(page, 'paymentdemo-success');
    expect(journey.pageErrors).toEqual([]);
  });

  it('runs the 3-D Secure challenge for 4000 0000 0000 3220 with the code 123456', async () => {
    const page = await openDemo();
    await fillCard(page, '4000000000003220', 'Sam Owner');
    await page.getByRole('button', { name: 'Make Payment' }).click();

    const challenge = page.frameLocator('iframe[title="Verify your card"]');
    await challenge.getByText('Pay $1,011.00 to BuildCover with card 400000******3220.').waitFor();
    await screenshot(page, 'paymentdemo-challenge');
    await challenge.getByLabel('One-time code').fill('123456');
    await challenge.getByRole('button', { name: 'Verify' }).click();

    const outcome = page.getByRole('status').filter({ hasText: 'Card verified. No money was taken.' });
    await outcome.waitFor();
    expect(await outcome.innerText()).toContain('400000******3220');
    expect(await outcome.innerText()).toContain(
      'Visa: 3-D Secure challenge; enter the one-time code 123456, then approved',
    );
    expect(await page.getByRole('dialog', { name: 'Verify your card' }).count()).toBe(0);
    expect(journey.pageErrors).toEqual([]);
  });

  it('says beside the field when the card number is not valid (no failed payment), and what went wrong when 3-D Secure fails', async () => {
    const page = await openDemo();
    await fillCard(page, '4242424242424241', 'Sam Owner');
    await page.getByRole('button', { name: 'Make Payment' }).click();
    const fields = page.frameLocator('iframe[title="Card details"]');
    await fields.getByText('The card number is not valid.').waitFor();
    expect(await fields.getByLabel('Card number').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText('Something went wrong. Please try again or use a different card!').count()).toBe(0);
    expect(await fields.getByLabel('Name on card').inputValue()).toBe('Sam Owner');

    const number = fields.getByLabel('Card number');
    await number.fill('');
    await number.pressSequentially('4000008400001629');
    await page.getByRole('button', { name: 'Make Payment' }).click();
    await page
      .getByRole('alert')
      .filter({
        hasText: 'Card Verification failed! Please try with different payment method',
      })
      .waitFor();
    expect(await page.getByText('Card verified. No money was taken.').count()).toBe(0);
    expect(await page.getByText('Something went wrong. Please try again or use a different card!').count()).toBe(0);
    await screenshot(page, 'paymentdemo-failed');
    expect(journey.pageErrors).toEqual([]);
  });

  it('reads a card the gateway declines as declined, and moves the screen and the focus to the outcome', async () => {
    const page = await openDemo();
    await fillCard(page, '4000000000000002', 'Sam Owner');
    await page.getByRole('button', { name: 'Make Payment' }).click();
    const outcome = page
      .getByRole('status')
      .filter({ hasText: 'Card declined. A real payment with this card would be refused. No money was taken.' });
    await outcome.waitFor();
    expect(await page.getByText('Card verified. No money was taken.').count()).toBe(0);
    expect(await outcome.innerText()).toContain('Visa: declined by the issuer');
    expect(await isInFocusedElement(outcome)).toBe(true);
    expect(
      await outcome.evaluate(
        (el) => el.getBoundingClientRect().top >= 0 && el.getBoundingClientRect().top < window.innerHeight,
      ),
    ).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'paymentdemo-declined');
    expect(journey.pageErrors).toEqual([]);
  });

  it('fits a phone: the card form and the table need no sideways page scroll', async () => {
    const page = await journey.newPage({ width: 360, height: 780 });
    await page.goto('/paymentdemo');
    await page
      .getByRole('grid', { name: 'Sandbox test cards' })
      .getByRole('rowheader', { name: '4242 4242 4242 4242' })
      .waitFor();
    await page.frameLocator('iframe[title="Card details"]').getByLabel('Card number').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, 'paymentdemo-phone');
  });
});
