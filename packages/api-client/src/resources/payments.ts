import type { Envelope } from '../core/envelope';
import type { HttpClient } from '../core/http';
import type { DrnRequest, PaymentPayload, Surcharge, SurchargeRequest, ThreeDsConfigRequest, TokenizeConfig, TokenizeConfigRequest } from '../types/payments';

/**
 * Pay-screen calls (public-site §7). Each carries the quote-scoped access token from
 * quotes.retrieve(id, { access: true }), never a staff session.
 */
export function createPaymentsApi(http: HttpClient) {
  const post = <T>(path: string, body: unknown, accessToken: string): Promise<T> =>
    http.request<T>({ method: 'POST', path: `/api/v1/payments/${path}`, json: body, auth: { bearer: accessToken } });
  return {
    /** POST /api/v1/payments/drn {qref, pg, uid} → data.data.drn. */
    drn: (body: DrnRequest, accessToken: string): Promise<Envelope<{ data: { drn: string } }>> => post('drn', body, accessToken),
    /** POST /api/v1/payments/config/tokenize → merchant_name, verification, reference, css_signature, total_amountincents. */
    tokenizeConfig: (body: TokenizeConfigRequest, accessToken: string): Promise<Envelope<TokenizeConfig>> => post('config/tokenize', body, accessToken),
    /** POST /api/v1/payments/surcharge → data (surcharge_amount, total_amount). */
    surcharge: (body: SurchargeRequest, accessToken: string): Promise<Envelope<Surcharge>> => post('surcharge', body, accessToken),
    /** POST /api/v1/payments/config/3ds → data.access_token. */
    threeDsConfig: (body: ThreeDsConfigRequest, accessToken: string): Promise<Envelope<{ access_token: string }>> => post('config/3ds', body, accessToken),
    /** POST /api/v1/payments/pay/v4 with the payment payload. */
    pay: (body: PaymentPayload, accessToken: string): Promise<Envelope<Record<string, unknown>>> => post('pay/v4', body, accessToken),
  };
}
