import type { Cents } from '@buildcover/domain';
import type { CardToken, ThreeDsData, TokenizeConfig } from '@buildcover/domain/api';

export type { CardToken, ThreeDsData, TokenizeConfig };

export interface SurchargeQuote {
  scheme: string | null;
  surchargeCents: Cents;
}

export type ChargeOutcome =
  | { status: 'approved'; reference: string; responseCode: string; message: string }
  | { status: 'declined'; reference: string; responseCode: string; message: string };

/**
 * A card payment provider. The sandbox gateway is the default adapter; a production provider
 * implements the same calls and is chosen with PAYMENT_GATEWAY.
 */
export interface PaymentGateway {
  /** The gateway code (`pg` in the spec's payloads), e.g. 'sandbox'. */
  readonly code: string;
  /** Merchant name shown in the hosted fields and on the 3-D Secure screen. */
  readonly merchantName: string;
  /** A new payment reference (drn) for one attempt to pay the quote `quoteRef`. */
  createReference(quoteRef: string): string;
  /** Configuration the browser SDK needs to render the hosted card fields for `reference`. */
  tokenizeConfig(input: { reference: string; amountCents: Cents; cssUrl: string | null }): Promise<TokenizeConfig>;
  /** The card behind a token (never the full number), or null when unknown or expired. */
  lookupToken(token: string): Promise<CardToken | null>;
  /** The card surcharge for `amountCents` paid with the card whose first digits are `bin`. */
  surcharge(input: { bin: string; amountCents: Cents }): SurchargeQuote;
  /** A short-lived access token the browser SDK uses to run 3-D Secure for `reference` and `amountCents`. */
  threeDsConfig(input: { reference: string; amountCents: Cents }): Promise<{ access_token: string }>;
  /**
   * Confirms with the provider that the 3-D Secure result the browser handed over is real, belongs
   * to this token and reference, and authenticated exactly `amountCents`.
   */
  verifyThreeDs(input: {
    token: string;
    reference: string;
    amountCents: Cents;
    data: ThreeDsData;
  }): Promise<{ ok: true } | { ok: false; message: string }>;
  /** Charges the token. The same idempotency key always returns the first charge's outcome. */
  charge(input: {
    idempotencyKey: string;
    token: string;
    reference: string;
    amountCents: Cents;
    currency: string;
  }): Promise<ChargeOutcome>;
  /** The outcome of an earlier charge by its idempotency key, or null when the gateway never saw it. */
  findCharge(idempotencyKey: string): Promise<ChargeOutcome | null>;
  /** Refunds part or all of an approved charge. */
  refund(input: {
    chargeReference: string;
    amountCents: Cents;
  }): Promise<{ ok: true; refundedCents: Cents } | { ok: false; message: string }>;
}
