import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Cents } from '@buildcover/domain';
import type { Database } from '../../db/database';
import {
  sandboxGatewayRepository,
  type NewSandboxAuthentication,
  type SandboxAuthenticationRow,
  type SandboxGatewayRepository,
  type SandboxCardRow,
  type SandboxChargeRow,
} from '../../repositories/sandboxGateway';
import { cardDigits, maskCardNumber, validateCard, type CardInput } from '../../../public-sandbox/card-rules.js';
import type { CardToken, ChargeOutcome, PaymentGateway, SurchargeQuote, ThreeDsData, TokenizeConfig } from '../gateway';
import { findTestCard, SANDBOX_CHALLENGE_CODE, type TestCardBehaviour } from './testCards';

const TOKEN_MINUTES = 15;
const THREE_DS_MINUTES = 20;
const MAX_CHALLENGE_ATTEMPTS = 3;
const THREE_DS_VERSION = '2.2.0';

/** A refusal the sandbox's own HTTP API answers with 400 and the message. */
export class SandboxGatewayError extends Error {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'SandboxGatewayError';
  }
}

export interface AuthenticationView {
  id: string;
  status: 'authenticated' | 'challenge' | 'failed';
  /** Present when authenticated: what the merchant page passes on in pay/v4's threeds_details. */
  result?: { message: string; data: ThreeDsData };
  message?: string;
  challenge_url?: string;
  merchant_name: string;
  amount_cents: number;
  card_number: string;
}

interface DeclineText {
  code: string;
  message: string;
}

const declines: Partial<Record<TestCardBehaviour, DeclineText>> = {
  declined: { code: '05', message: 'Your card was declined. Please try a different card.' },
  insufficient_funds: { code: '51', message: 'Your card has insufficient funds. Please try a different card.' },
  expired_card: { code: '54', message: 'Your card has expired. Please try a different card.' },
  authentication_failed: { code: '05', message: 'Card Verification failed! Please try with different payment method' },
};

/**
 * The sandbox payment gateway: the provider BuildCover talks to in development, tests and demos,
 * served by the same process under /sandbox-gateway/. It keeps its state in the database so
 * several instances share it, and accepts only the published test cards.
 */
export class SandboxGateway implements PaymentGateway {
  readonly code = 'sandbox';
  private readonly key: Uint8Array;
  private readonly store: SandboxGatewayRepository;

  constructor(
    db: Database,
    private readonly secret: string,
    readonly merchantName: string,
    private readonly surchargeOf: (input: { bin: string; amountCents: Cents }) => SurchargeQuote,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.key = new TextEncoder().encode(`sandbox-gateway:${secret}`);
    this.store = sandboxGatewayRepository(db);
  }

  createReference(quoteRef: string): string {
    return `${quoteRef}-${randomBytes(9).toString('base64url')}`;
  }

  async tokenizeConfig(input: {
    reference: string;
    amountCents: Cents;
    cssUrl: string | null;
  }): Promise<TokenizeConfig> {
    return {
      merchant_name: this.merchantName,
      reference: input.reference,
      total_amountincents: input.amountCents,
      verification: this.sign(`tokenize:${input.reference}:${input.amountCents}`),
      css_signature: input.cssUrl ? this.sign(`css:${input.cssUrl}`) : '',
    };
  }

  /** True when `signature` is the one tokenizeConfig gave for this stylesheet. */
  cssAllowed(cssUrl: string, signature: string): boolean {
    return this.signatureMatches(`css:${cssUrl}`, signature);
  }

  /** The hosted fields' POST: checks the card and keeps it behind a random token. */
  async issueToken(
    input: CardInput & { reference: string; amount_cents: number; verification: string },
  ): Promise<CardToken> {
    if (!this.signatureMatches(`tokenize:${input.reference}:${input.amount_cents}`, input.verification)) {
      throw new SandboxGatewayError('This payment form has expired. Please reload the page and try again.');
    }
    const check = validateCard(input, this.now());
    if (!check.valid || !check.scheme || !check.expiry) {
      const [field, message] = Object.entries(check.errors)[0] ?? ['number', 'The card details are not valid.'];
      throw new SandboxGatewayError(message, field);
    }
    const digits = cardDigits(input.number);
    if (!findTestCard(digits)) {
      throw new SandboxGatewayError(
        'The sandbox gateway accepts only its test cards (see README: Sandbox test cards).',
        'number',
      );
    }
    const token = `tok_${randomBytes(24).toString('base64url')}`;
    const row = {
      token,
      card_number: digits,
      scheme: check.scheme,
      expiry_month: check.expiry.month,
      expiry_year: check.expiry.year,
      holder_name: input.name.trim(),
      reference: input.reference,
      expires_at: new Date(this.now().getTime() + TOKEN_MINUTES * 60_000),
    };
    // Housekeeping as a provider would do it: cards expired for a day are forgotten.
    await this.store.saveCard(row, new Date(this.now().getTime() - 24 * 60 * 60_000));
    return this.tokenView(row);
  }

  async lookupToken(token: string): Promise<CardToken | null> {
    const row = await this.card(token);
    return row ? this.tokenView(row) : null;
  }

  surcharge(input: { bin: string; amountCents: Cents }): SurchargeQuote {
    return this.surchargeOf(input);
  }

  async threeDsConfig(input: { reference: string; amountCents: Cents }): Promise<{ access_token: string }> {
    const issuedAt = Math.floor(this.now().getTime() / 1000);
    const access_token = await new SignJWT({ ref: input.reference, amt: input.amountCents })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + THREE_DS_MINUTES * 60)
      .setAudience('sandbox-gateway-3ds')
      .sign(this.key);
    return { access_token };
  }

  /** The SDK's 3-D Secure call: the issuer's decision for this card (frictionless, challenge or failed). */
  async authenticate(input: { access_token: string; token: string }): Promise<AuthenticationView> {
    const claims = await this.threeDsClaims(input.access_token);
    const card = await this.card(input.token);
    if (!card) throw new SandboxGatewayError('The card details have expired. Please enter them again.');
    if (card.reference !== claims.ref) throw new SandboxGatewayError('This card was entered for another payment.');
    const behaviour = findTestCard(card.card_number)?.behaviour ?? 'declined';
    const status =
      behaviour === 'challenge' ? 'challenge' : behaviour === 'authentication_failed' ? 'failed' : 'authenticated';
    const row: NewSandboxAuthentication = {
      id: randomUUID(),
      token: card.token,
      reference: claims.ref,
      amount_cents: claims.amt,
      status,
      xid: randomBytes(20).toString('base64'),
      version: THREE_DS_VERSION,
      expires_at: new Date(this.now().getTime() + THREE_DS_MINUTES * 60_000),
      ...(status === 'authenticated' ? this.authenticatedValues(card.scheme) : {}),
      ...(status === 'failed' ? { eci: card.scheme === 'mastercard' ? '00' : '07', completed_at: this.now() } : {}),
    };
    const saved = await this.store.createAuthentication(row);
    return this.authenticationView(saved, card);
  }

  /** The challenge screen's facts (merchant, amount, masked card) by authentication id. */
  async authentication(id: string): Promise<AuthenticationView | null> {
    const row = await this.authenticationRow(id);
    if (!row) return null;
    const card = await this.card(row.token, { includeExpired: true });
    return card ? this.authenticationView(row, card) : null;
  }

  /** The one-time code typed on the challenge screen; three wrong codes fail the authentication. */
  async completeChallenge(id: string, code: string): Promise<AuthenticationView | null> {
    const row = await this.authenticationRow(id);
    if (!row) return null;
    const card = await this.card(row.token, { includeExpired: true });
    if (!card) return null;
    if (row.status !== 'challenge') return this.authenticationView(row, card);
    if (row.expires_at.getTime() <= this.now().getTime()) {
      const failed = await this.store.updateAuthentication(id, { status: 'failed', completed_at: this.now() });
      return this.authenticationView(failed!, card, 'The verification timed out.');
    }
    if (code.trim() === SANDBOX_CHALLENGE_CODE) {
      const done = await this.store.passChallenge(id, this.authenticatedValues(card.scheme));
      return this.authenticationView(done ?? (await this.authenticationRow(id))!, card);
    }
    const attempts = row.challenge_attempts + 1;
    const status = attempts >= MAX_CHALLENGE_ATTEMPTS ? 'failed' : 'challenge';
    const updated = await this.store.updateAuthentication(id, {
      challenge_attempts: attempts,
      status,
      ...(status === 'failed' ? { completed_at: this.now() } : {}),
    });
    const left = MAX_CHALLENGE_ATTEMPTS - attempts;
    return this.authenticationView(
      updated!,
      card,
      left > 0 ? `That code is not right. ${left} attempt${left === 1 ? '' : 's'} left.` : undefined,
    );
  }

  async verifyThreeDs(input: {
    token: string;
    reference: string;
    amountCents: Cents;
    data: ThreeDsData;
  }): Promise<{ ok: true } | { ok: false; message: string }> {
    const failed = {
      ok: false as const,
      message: 'Card Verification failed! Please try with different payment method',
    };
    const row = await this.authenticationRow(input.data.directory_server_txn_id);
    if (!row || row.status !== 'authenticated') return failed;
    if (row.token !== input.token || row.reference !== input.reference) return failed;
    if (row.cavv !== input.data.cavv || row.xid !== input.data.xid || row.eci !== input.data.sli) return failed;
    if (row.expires_at.getTime() <= this.now().getTime())
      return { ok: false, message: 'The card verification has expired. Please try again.' };
    if (row.amount_cents !== input.amountCents) {
      return { ok: false, message: 'The card was verified for a different amount. Please try again.' };
    }
    return { ok: true };
  }

  async charge(input: {
    idempotencyKey: string;
    token: string;
    reference: string;
    amountCents: Cents;
    currency: string;
  }): Promise<ChargeOutcome> {
    const card = await this.card(input.token);
    const behaviour = card ? (findTestCard(card.card_number)?.behaviour ?? 'declined') : null;
    const decline = behaviour
      ? declines[behaviour]
      : { code: '14', message: 'The card details have expired. Please enter them again.' };
    const inserted = await this.store.createCharge({
      reference: `ch_${randomBytes(12).toString('base64url')}`,
      idempotency_key: input.idempotencyKey,
      token: input.token,
      amount_cents: input.amountCents,
      currency: input.currency,
      status: decline ? 'declined' : 'approved',
      response_code: decline ? decline.code : '00',
      message: decline ? decline.message : 'Approved',
    });
    const row = inserted ?? (await this.store.findChargeByKey(input.idempotencyKey));
    if (!row) throw new Error('sandbox charge vanished');
    return chargeOutcome(row);
  }

  async findCharge(idempotencyKey: string): Promise<ChargeOutcome | null> {
    const row = await this.store.findChargeByKey(idempotencyKey);
    return row ? chargeOutcome(row) : null;
  }

  async refund(input: {
    chargeReference: string;
    amountCents: Cents;
  }): Promise<{ ok: true; refundedCents: Cents } | { ok: false; message: string }> {
    const row = await this.store.findChargeByReference(input.chargeReference);
    if (!row || row.status !== 'approved')
      return { ok: false, message: 'There is no approved charge with this reference.' };
    if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0)
      return { ok: false, message: 'The refund amount must be more than zero.' };
    const updated = await this.store.setRefundedIfUnchanged(
      row.id,
      row.refunded_cents,
      row.refunded_cents + input.amountCents,
    );
    if (!updated || updated.refunded_cents > updated.amount_cents) {
      if (updated) await this.store.setRefunded(row.id, row.refunded_cents);
      return { ok: false, message: 'The refund is more than what is left of the charge.' };
    }
    return { ok: true, refundedCents: updated.refunded_cents };
  }

  /** The charges the gateway has recorded against a card token (tests check "charged once"). */
  async chargesForToken(token: string): Promise<ChargeOutcome[]> {
    const rows = await this.store.chargesForToken(token);
    return rows.map(chargeOutcome);
  }

  private sign(text: string): string {
    return createHmac('sha256', this.key).update(text).digest('base64url');
  }

  private signatureMatches(text: string, signature: string): boolean {
    const expected = Buffer.from(this.sign(text));
    const given = Buffer.from(String(signature));
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private async threeDsClaims(accessToken: string): Promise<{ ref: string; amt: number }> {
    try {
      const { payload } = await jwtVerify(accessToken, this.key, {
        algorithms: ['HS256'],
        audience: 'sandbox-gateway-3ds',
        currentDate: this.now(),
      });
      if (typeof payload.ref === 'string' && typeof payload.amt === 'number')
        return { ref: payload.ref, amt: payload.amt };
    } catch {
      // Falls through to the refusal below.
    }
    throw new SandboxGatewayError('The card verification session has expired. Please try again.');
  }

  private card(token: string, options: { includeExpired?: boolean } = {}): Promise<SandboxCardRow | null> {
    return this.store.findCard(token, options.includeExpired ? null : this.now());
  }

  private async authenticationRow(id: string): Promise<SandboxAuthenticationRow | null> {
    if (!/^[0-9a-f-]{36}$/.test(id)) return null;
    return this.store.findAuthentication(id);
  }

  private authenticatedValues(scheme: string) {
    return {
      cavv: randomBytes(20).toString('base64'),
      eci: scheme === 'mastercard' ? '02' : '05',
      completed_at: this.now(),
    };
  }

  private tokenView(row: Omit<SandboxCardRow, 'created_at'>): CardToken {
    return {
      token: row.token,
      card_number: maskCardNumber(row.card_number),
      card_expiry: `${String(row.expiry_month).padStart(2, '0')}/${String(row.expiry_year % 100).padStart(2, '0')}`,
      card_holder: row.holder_name,
      bin: row.card_number.slice(0, 6),
      scheme: row.scheme,
    };
  }

  private authenticationView(
    row: SandboxAuthenticationRow,
    card: SandboxCardRow,
    message?: string,
  ): AuthenticationView {
    const view: AuthenticationView = {
      id: row.id,
      status: row.status,
      merchant_name: this.merchantName,
      amount_cents: row.amount_cents,
      card_number: maskCardNumber(card.card_number),
    };
    if (row.status === 'authenticated' && row.cavv && row.eci) {
      view.result = {
        message: 'Authentication successful',
        data: {
          cavv: row.cavv,
          par: null,
          sli: row.eci,
          xid: row.xid,
          ver: 'Y',
          directory_server_txn_id: row.id,
          threeds_version: row.version,
        },
      };
    }
    if (row.status === 'challenge') view.challenge_url = `/sandbox-gateway/challenge?id=${row.id}`;
    if (row.status === 'failed')
      view.message = message ?? 'Card Verification failed! Please try with different payment method';
    else if (message) view.message = message;
    return view;
  }
}

function chargeOutcome(row: SandboxChargeRow): ChargeOutcome {
  return { status: row.status, reference: row.reference, responseCode: row.response_code, message: row.message };
}
