import {
  isApiError,
  usePublicApiClient,
  usePaymentsConfig,
  type CardToken,
  type PaymentResult,
  type QuoteReadBack,
  type Surcharge,
  type ThreeDsDetails,
} from '@buildcover/api-client';
import {
  formatAud,
  paymentCurrency,
  paymentEligibility,
  paymentFrequency,
  paymentMethod,
  paymentTokenLifetimeMs,
  todayIso,
  unsupportedCardMessage,
} from '@buildcover/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { PaymentFailureError, type PaymentFailure } from './CardPaymentForm';
import { paymentMessages } from './paymentMessages';
import type { CardFieldsConfig } from './sandboxGateway';

/** What the card screen holds for one payment attempt: never persisted, cleared by every failure. */
export interface ReadyPayment {
  quote: QuoteReadBack;
  /** The premium before any card surcharge (decimal string). */
  premium: string;
  pg: string;
  sdkUrl: string;
  drn: string;
  config: CardFieldsConfig;
}

export type PaymentSession =
  | { phase: 'starting' }
  /** The payment could not be set up (DRN, SDK config, quote): the customer can start again. */
  | { phase: 'unavailable'; failure: PaymentFailure }
  /** The quote cannot be paid (paid already, inception passed, not due). */
  | { phase: 'blocked'; quote: QuoteReadBack; reason: 'paid' | 'inceptionPassed' | 'notDue'; message: string | null }
  | ({ phase: 'ready' } & ReadyPayment)
  /** 20 minutes passed since the payment access token was issued. */
  | { phase: 'expired' }
  | { phase: 'paid'; quote: QuoteReadBack; receipt: PaymentResult; recipient: string | null; surchargeRate: string };

/** The surcharge for the card being typed, as the server computes it. */
export type CardCharges =
  | { status: 'none' }
  | { status: 'loading'; bin: string }
  | { status: 'known'; bin: string; surcharge: Surcharge }
  | { status: 'refused'; bin: string; message: string };

export interface QuotePayment {
  session: PaymentSession;
  charges: CardCharges;
  /** A card attempt's failure, for the 'Payment Failed!' popup; null when there is none (a payment that could not start says so on the page instead, once). */
  failure: PaymentFailure | null;
  dismissFailure(): void;
  /** Throws away the attempt (token, reference, card) and sets up a new one. */
  restart(): void;
  onBin(bin: string | null): void;
  verificationToken(card: CardToken): Promise<string>;
  pay(result: { card: CardToken; threeds: ThreeDsDetails }): Promise<void>;
  /** Every card failure: shows it and starts a clean attempt (public-site §4 step 7). */
  onFailure(failure: PaymentFailure): void;
  onProcessingChange(processing: boolean): void;
}

/** The message for a failed call: the spec's text for the step, the server's own words when it gave a reason. */
function stepFailure(error: unknown, stepMessage: string): PaymentFailure {
  if (isApiError(error)) {
    if (error.status === 0) return { message: paymentMessages.unreachable, detail: null };
    if (error.status >= 500) return { message: paymentMessages.serverFailedLater, detail: null };
    return { message: stepMessage, detail: error.message && error.message !== stepMessage ? error.message : null };
  }
  return { message: stepMessage, detail: null };
}

/** pay/v4's answer as the customer reads it: the server's reason for a refusal, else the spec's default. */
function payFailure(error: unknown): PaymentFailureError {
  if (isApiError(error)) {
    if (error.status === 0) return new PaymentFailureError(paymentMessages.unreachable);
    if (error.status >= 500) return new PaymentFailureError(paymentMessages.serverFailedLater);
    // 402: the gateway refused the card or its verification, so nothing was charged.
    const detail = error.status === 402 ? 'No money was taken. You can try again, or use another card.' : null;
    return new PaymentFailureError(error.message || paymentMessages.failedDefault, detail);
  }
  return new PaymentFailureError(paymentMessages.failedDefault);
}

/**
 * The card payment of one quote (public-site §4): quote access token → DRN → tokenise config, the
 * surcharge for the BIN, 3-D Secure config for the surcharged total, pay/v4. Results of an attempt
 * that was thrown away (failure, expiry, leaving the page) are ignored.
 */
export function useQuotePayment(quoteId: string): QuotePayment {
  const client = usePublicApiClient();
  const settings = usePaymentsConfig();
  const [session, setSession] = useState<PaymentSession>({ phase: 'starting' });
  const [charges, setCharges] = useState<CardCharges>({ status: 'none' });
  const [failure, setFailure] = useState<PaymentFailure | null>(null);
  const [attempt, setAttempt] = useState(0);
  // The attempt whose answers still count, its access token and the charges verified for 3-D Secure.
  const live = useRef(0);
  const accessToken = useRef<string | null>(null);
  const verified = useRef<Surcharge | null>(null);
  const processing = useRef(false);
  const ready = session.phase === 'ready' ? session : null;

  const clear = useCallback(() => {
    live.current += 1;
    accessToken.current = null;
    verified.current = null;
    setCharges({ status: 'none' });
  }, []);

  const restart = useCallback(() => {
    clear();
    setSession({ phase: 'starting' });
    setAttempt((n) => n + 1);
  }, [clear]);

  // Leaving the page aborts the attempt and forgets the token.
  useEffect(() => clear, [clear]);

  const settingsError = settings.error;
  const config = settings.data;
  const reloadSettings = settings.mutate;
  useEffect(() => {
    if (settingsError) {
      setSession({ phase: 'unavailable', failure: { message: paymentMessages.configFailed, detail: null } });
      return;
    }
    if (!config) return;
    const id = ++live.current;
    const current = () => id === live.current;
    const start = async (): Promise<PaymentSession> => {
      let quote: QuoteReadBack;
      try {
        quote = (await client.publicQuotes.retrieve(quoteId, { access: true })).data;
      } catch (error) {
        return { phase: 'unavailable', failure: stepFailure(error, paymentMessages.notReady) };
      }
      const eligibility = paymentEligibility(quote.policy, todayIso());
      if (!eligibility.payable)
        return { phase: 'blocked', quote, reason: eligibility.reason, message: eligibility.message };
      const premium = quote.total_amount;
      if (!quote.access_token || !premium || !config.sdk_url)
        return { phase: 'unavailable', failure: { message: paymentMessages.notReady, detail: null } };
      accessToken.current = quote.access_token;
      let drn: string;
      try {
        drn = (await client.payments.drn({ qref: quote.ref, pg: config.pg, uid: quote.id }, quote.access_token)).data
          .data.drn;
      } catch (error) {
        // The spec's words for this step whatever the cause (a refusal adds the server's reason).
        const refusal =
          isApiError(error) && error.status >= 400 && error.status < 500 && error.message ? error.message : null;
        return { phase: 'unavailable', failure: { message: paymentMessages.drnFailed, detail: refusal } };
      }
      try {
        const fields = (
          await client.payments.tokenizeConfig(
            { pg: config.pg, drn, total_amount: premium, css_url: '', uid: quote.id },
            quote.access_token,
          )
        ).data;
        return {
          phase: 'ready',
          quote,
          premium,
          pg: config.pg,
          sdkUrl: config.sdk_url,
          drn,
          config: {
            reference: fields.reference,
            verification: fields.verification,
            amountInCents: fields.total_amountincents,
          },
        };
      } catch (error) {
        return { phase: 'unavailable', failure: stepFailure(error, paymentMessages.configFailed) };
      }
    };
    void start().then((next) => {
      if (!current()) return;
      if (next.phase !== 'ready') accessToken.current = null;
      setSession(next);
    });
  }, [client, quoteId, config, settingsError, attempt]);

  // The access token lives 20 minutes from when the attempt started (public-site §4 step 8).
  useEffect(() => {
    if (!ready) return undefined;
    let timer: ReturnType<typeof setTimeout>;
    const expireAt = Date.now() + paymentTokenLifetimeMs;
    const check = () => {
      // A payment already under way finishes first: its answer decides what the screen shows.
      if (processing.current || Date.now() < expireAt) {
        timer = setTimeout(check, processing.current ? 1000 : expireAt - Date.now());
        return;
      }
      clear();
      setSession({ phase: 'expired' });
    };
    timer = setTimeout(check, paymentTokenLifetimeMs);
    return () => clearTimeout(timer);
  }, [ready, clear]);

  const onBin = useCallback(
    (bin: string | null) => {
      if (!bin || !ready || !accessToken.current) {
        setCharges({ status: 'none' });
        return;
      }
      const id = live.current;
      setCharges({ status: 'loading', bin });
      client.payments
        .surcharge(
          {
            currency_code: paymentCurrency,
            pg: ready.pg,
            amount: ready.premium,
            payment_frequency: paymentFrequency,
            bin,
            payment_method: paymentMethod,
            uid: ready.quote.id,
          },
          accessToken.current,
        )
        .then(({ data }) => {
          if (id === live.current)
            setCharges((now) =>
              now.status !== 'none' && now.bin === bin ? { status: 'known', bin, surcharge: data } : now,
            );
        })
        .catch((error: unknown) => {
          if (id !== live.current) return;
          const message =
            isApiError(error) && error.status === 400
              ? error.message || unsupportedCardMessage
              : stepFailure(error, paymentMessages.serverFailed).message;
          setCharges((now) => (now.status !== 'none' && now.bin === bin ? { status: 'refused', bin, message } : now));
        });
    },
    [client, ready],
  );

  const verificationToken = useCallback(
    async (card: CardToken): Promise<string> => {
      const token = accessToken.current;
      if (!ready || !token) throw new PaymentFailureError(paymentMessages.notReady);
      const shown = charges.status === 'known' ? charges.surcharge : null;
      // The total for the card that was tokenised, not the digits typed: it must be the one on screen.
      const { data: surcharge } = await client.payments.surcharge(
        {
          currency_code: paymentCurrency,
          pg: ready.pg,
          amount: ready.premium,
          payment_frequency: paymentFrequency,
          bin: card.bin,
          payment_method: paymentMethod,
          uid: ready.quote.id,
        },
        token,
      );
      if (!shown || shown.total_amount !== surcharge.total_amount) {
        setCharges({ status: 'known', bin: card.bin, surcharge });
        throw new PaymentFailureError(
          'Please check the amount to pay.',
          `With this card the amount to pay is ${formatAud(surcharge.total_amount)}. No money was taken: enter your card again to pay this amount.`,
        );
      }
      const { data } = await client.payments.threeDsConfig(
        { pg: ready.pg, drn: ready.drn, total_amount: surcharge.total_amount, uid: ready.quote.id },
        token,
      );
      verified.current = surcharge;
      return data.access_token;
    },
    [client, ready, charges],
  );

  const pay = useCallback(
    async ({ card, threeds }: { card: CardToken; threeds: ThreeDsDetails }): Promise<void> => {
      const token = accessToken.current;
      const surcharge = verified.current;
      if (!ready || !token || !surcharge) throw new PaymentFailureError(paymentMessages.incomplete);
      const id = live.current;
      const { quote } = ready;
      const recipient = quote.insured.email ?? null;
      let receipt: PaymentResult;
      try {
        receipt = (
          await client.payments.pay(
            {
              uid: quote.id,
              pg: ready.pg,
              quote_ref: quote.ref,
              drn: ready.drn,
              currency_code: paymentCurrency,
              amount: ready.premium,
              fee: '0.00',
              surcharge_amount: surcharge.surcharge_amount,
              total_amount: surcharge.total_amount,
              recipient_email: recipient ?? '',
              payment_frequency: paymentFrequency,
              customer_reference: quote.ref,
              inject_fee_and_surcharge: true,
              dbc: '',
              crn: quote.ref,
              customer_transaction_id: ready.drn,
              card_details: {
                card_expiry_date: card.card_expiry,
                card_number_mask: card.card_number,
                card_holder_name: card.card_holder,
                secure_token: card.token,
                card_bin: card.bin,
              },
              threeds_details: threeds,
              policies: quote.policy ? [{ policy_id: quote.policy.id }] : [],
            },
            token,
          )
        ).data;
      } catch (error) {
        throw payFailure(error);
      }
      if (id !== live.current) return;
      clear();
      setSession({ phase: 'paid', quote, receipt, recipient, surchargeRate: surcharge.rate });
    },
    [client, ready, clear],
  );

  const onFailure = useCallback(
    (problem: PaymentFailure) => {
      setFailure(problem);
      restart();
    },
    [restart],
  );

  const retry = useCallback(() => {
    if (settingsError) void reloadSettings();
    restart();
  }, [settingsError, reloadSettings, restart]);

  return {
    session,
    charges,
    failure,
    dismissFailure: useCallback(() => setFailure(null), []),
    restart: retry,
    onBin,
    verificationToken,
    pay,
    onFailure,
    onProcessingChange: useCallback((now: boolean) => {
      processing.current = now;
    }, []),
  };
}
