// @vitest-environment node
import { expect, it } from 'vitest';
import { describeEachEngine } from '../../../test/engines';
import { useTestApp } from '../../../test/app';
import type { ThreeDsData } from '../gateway';
import { SandboxGateway } from './gateway';

describeEachEngine('sandbox gateway: tokens and 3-D Secure decisions', (engine) => {
  const ctx = useTestApp(engine);
  const gateway = () => ctx.app.paymentGateway as SandboxGateway;

  async function tokenFor(
    number: string,
    amountCents = 100_00,
    reference = `BC-T-${Math.random().toString(36).slice(2)}`,
  ) {
    const config = await gateway().tokenizeConfig({ reference, amountCents, cssUrl: null });
    const card = await gateway().issueToken({
      number,
      expiry: '12/34',
      cvc: number.startsWith('37') ? '1234' : '123',
      name: 'Alex Builder',
      reference,
      amount_cents: amountCents,
      verification: config.verification,
    });
    const { access_token } = await gateway().threeDsConfig({ reference, amountCents });
    return { card, reference, access_token, amountCents };
  }

  it('tokenises only with the verification it issued, and only test cards', async () => {
    const reference = 'BC-T-verify';
    const input = { number: '4242424242424242', expiry: '12/34', cvc: '123', name: 'A', reference, amount_cents: 1000 };
    await expect(gateway().issueToken({ ...input, verification: 'made-up' })).rejects.toThrow(
      'This payment form has expired',
    );
    const config = await gateway().tokenizeConfig({ reference, amountCents: 1000, cssUrl: null });
    await expect(
      gateway().issueToken({ ...input, amount_cents: 1, verification: config.verification }),
    ).rejects.toThrow('This payment form has expired');
    await expect(
      gateway().issueToken({ ...input, number: '4111111111111111', verification: config.verification }),
    ).rejects.toThrow('accepts only its test cards');
    const card = await gateway().issueToken({ ...input, verification: config.verification });
    expect(card).toMatchObject({
      card_number: '424242******4242',
      card_expiry: '12/34',
      card_holder: 'A',
      bin: '424242',
      scheme: 'visa',
    });
    expect(card.token).toMatch(/^tok_[\w-]{32}$/);
    expect(await gateway().lookupToken(card.token)).toEqual(card);
  });

  it('is frictionless for ordinary cards, and the result verifies only for its token, reference and amount', async () => {
    const { card, reference, access_token, amountCents } = await tokenFor('5555555555554444');
    const view = await gateway().authenticate({ access_token, token: card.token });
    expect(view.status).toBe('authenticated');
    const data = view.result!.data;
    expect(data).toMatchObject({ sli: '02', ver: 'Y', threeds_version: '2.2.0', directory_server_txn_id: view.id });
    expect(await gateway().verifyThreeDs({ token: card.token, reference, amountCents, data })).toEqual({ ok: true });
    expect(
      (await gateway().verifyThreeDs({ token: card.token, reference, amountCents: amountCents + 1, data })).ok,
    ).toBe(false);
    expect((await gateway().verifyThreeDs({ token: card.token, reference: 'BC-other', amountCents, data })).ok).toBe(
      false,
    );
    const tampered: ThreeDsData = { ...data, cavv: 'x' };
    expect((await gateway().verifyThreeDs({ token: card.token, reference, amountCents, data: tampered })).ok).toBe(
      false,
    );
  });

  it('challenges the challenge card: a wrong code keeps the challenge, 123456 authenticates', async () => {
    const { card, reference, access_token, amountCents } = await tokenFor('4000000000003220');
    const view = await gateway().authenticate({ access_token, token: card.token });
    expect(view).toMatchObject({ status: 'challenge', challenge_url: `/sandbox-gateway/challenge?id=${view.id}` });
    expect(view.result).toBeUndefined();
    const wrong = await gateway().completeChallenge(view.id, '000000');
    expect(wrong).toMatchObject({ status: 'challenge', message: 'That code is not right. 2 attempts left.' });
    const right = await gateway().completeChallenge(view.id, '123456');
    expect(right?.status).toBe('authenticated');
    expect(
      await gateway().verifyThreeDs({ token: card.token, reference, amountCents, data: right!.result!.data }),
    ).toEqual({ ok: true });
  });

  it('fails the challenge after three wrong codes, and fails the failed-authentication card outright', async () => {
    const { card, access_token } = await tokenFor('4000000000003220');
    const view = await gateway().authenticate({ access_token, token: card.token });
    await gateway().completeChallenge(view.id, '111111');
    await gateway().completeChallenge(view.id, '222222');
    const third = await gateway().completeChallenge(view.id, '333333');
    expect(third).toMatchObject({
      status: 'failed',
      message: 'Card Verification failed! Please try with different payment method',
    });
    expect((await gateway().completeChallenge(view.id, '123456'))?.status).toBe('failed');

    const failing = await tokenFor('4000008400001629');
    const failed = await gateway().authenticate({ access_token: failing.access_token, token: failing.card.token });
    expect(failed).toMatchObject({
      status: 'failed',
      message: 'Card Verification failed! Please try with different payment method',
    });
  });

  it('refuses a 3-D Secure session for another payment or an expired access token', async () => {
    const a = await tokenFor('4242424242424242');
    const b = await tokenFor('4242424242424242');
    await expect(gateway().authenticate({ access_token: a.access_token, token: b.card.token })).rejects.toThrow(
      'This card was entered for another payment.',
    );
    await expect(gateway().authenticate({ access_token: 'not-a-token', token: a.card.token })).rejects.toThrow(
      'has expired',
    );
  });

  it('charges once per idempotency key and declines the decline cards with their codes', async () => {
    const ok = await tokenFor('4242424242424242');
    const first = await gateway().charge({
      idempotencyKey: `k-${ok.reference}`,
      token: ok.card.token,
      reference: ok.reference,
      amountCents: 100_00,
      currency: 'AUD',
    });
    const again = await gateway().charge({
      idempotencyKey: `k-${ok.reference}`,
      token: ok.card.token,
      reference: ok.reference,
      amountCents: 100_00,
      currency: 'AUD',
    });
    expect(first).toMatchObject({ status: 'approved', responseCode: '00' });
    expect(again).toEqual(first);
    expect(await gateway().chargesForToken(ok.card.token)).toHaveLength(1);
    for (const [number, code] of [
      ['4000000000000002', '05'],
      ['4000000000009995', '51'],
      ['4000000000000069', '54'],
    ] as const) {
      const t = await tokenFor(number);
      const outcome = await gateway().charge({
        idempotencyKey: `k-${t.reference}`,
        token: t.card.token,
        reference: t.reference,
        amountCents: 100_00,
        currency: 'AUD',
      });
      expect(outcome).toMatchObject({ status: 'declined', responseCode: code });
    }
    const refund = await gateway().refund({ chargeReference: first.reference, amountCents: 40_00 });
    expect(refund).toEqual({ ok: true, refundedCents: 40_00 });
    expect(await gateway().refund({ chargeReference: first.reference, amountCents: 70_00 })).toMatchObject({
      ok: false,
    });
  });
});
