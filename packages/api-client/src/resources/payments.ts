import type { Envelope, ListEnvelope } from '../core/envelope';
import type { HttpClient } from '../core/http';
import { segment } from '../core/query';
import type {
  DrnRequest,
  PaymentDemoConfig,
  PaymentDemoThreeDs,
  PaymentListParams,
  PaymentPayload,
  PaymentResult,
  PaymentsConfig,
  PaymentTransaction,
  Surcharge,
  SurchargeRequest,
  ThreeDsConfigRequest,
  TokenizeConfig,
  TokenizeConfigRequest,
} from '../types/payments';

/**
 * Pay-screen calls (public-site §7). Each carries the quote-scoped access token from
 * quotes.retrieve(id, { access: true }), never a staff session. `config` and the demo calls are
 * public; `list`/`get` are the staff's Transactions data (session).
 */
export function createPaymentsApi(http: HttpClient) {
  const post = <T>(path: string, body: unknown, accessToken: string): Promise<T> =>
    http.request<T>({ method: 'POST', path: `/api/v1/payments/${path}`, json: body, auth: { bearer: accessToken } });
  return {
    /** GET /api/v1/payments/config (public) → gateway, SDK url, surcharge settings, sandbox test cards. */
    config: (): Promise<Envelope<PaymentsConfig>> => http.request({ method: 'GET', path: '/api/v1/payments/config', auth: 'none' }),
    /** POST /api/v1/payments/demo (public, sandbox only) → a DEMO- drn and its tokenise config; never charged. */
    demo: (): Promise<Envelope<PaymentDemoConfig>> => http.request({ method: 'POST', path: '/api/v1/payments/demo', json: {}, auth: 'none' }),
    /** POST /api/v1/payments/demo/3ds {drn, bin} (public) → surcharge for the BIN and a 3-D Secure access token. */
    demoThreeDs: (body: { drn: string; bin: string }): Promise<Envelope<PaymentDemoThreeDs>> =>
      http.request({ method: 'POST', path: '/api/v1/payments/demo/3ds', json: body, auth: 'none' }),
    /** GET /api/v1/payments?start&limit&status&quote_id&sort&order&q (staff) → attempts, newest first by default. */
    list: (params: PaymentListParams): Promise<ListEnvelope<PaymentTransaction>> => http.request({ method: 'GET', path: '/api/v1/payments', query: { ...params } }),
    /** POST /api/v1/payments/{id}/refund {reason} (super_admin) → the refunded transaction; a repeat answers the same. */
    refund: (id: number | string, body: { reason: string }): Promise<Envelope<PaymentTransaction> & { message: string }> =>
      http.request({ method: 'POST', path: `/api/v1/payments/${segment(id)}/refund`, json: body }),
    /** GET /api/v1/payments/{id} (staff) → one attempt. */
    get: (id: number | string): Promise<Envelope<PaymentTransaction>> => http.request({ method: 'GET', path: `/api/v1/payments/${segment(id)}` }),
    /** POST /api/v1/payments/drn {qref, pg, uid} → data.data.drn. */
    drn: (body: DrnRequest, accessToken: string): Promise<Envelope<{ data: { drn: string } }>> => post('drn', body, accessToken),
    /** POST /api/v1/payments/config/tokenize → merchant_name, verification, reference, css_signature, total_amountincents. */
    tokenizeConfig: (body: TokenizeConfigRequest, accessToken: string): Promise<Envelope<TokenizeConfig>> => post('config/tokenize', body, accessToken),
    /** POST /api/v1/payments/surcharge → data (surcharge_amount, total_amount). */
    surcharge: (body: SurchargeRequest, accessToken: string): Promise<Envelope<Surcharge>> => post('surcharge', body, accessToken),
    /** POST /api/v1/payments/config/3ds → data.access_token. */
    threeDsConfig: (body: ThreeDsConfigRequest, accessToken: string): Promise<Envelope<{ access_token: string }>> => post('config/3ds', body, accessToken),
    /** POST /api/v1/payments/pay/v4 with the payment payload. */
    pay: (body: PaymentPayload, accessToken: string): Promise<Envelope<PaymentResult>> => post('pay/v4', body, accessToken),
  };
}
