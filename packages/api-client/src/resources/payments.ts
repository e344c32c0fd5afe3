import * as routes from '../core/routes';
import { callEndpoint } from '../core/call';
import type { HttpClient } from '../core/http';
import type {
  DrnRequest,
  PaymentListParams,
  PaymentPayload,
  SurchargeRequest,
  ThreeDsConfigRequest,
  TokenizeConfigRequest,
} from '../types/payments';

/**
 * Pay-screen calls (public-site §7). Each carries the quote-scoped access token from
 * quotes.retrieve(id, { access: true }), never a staff session. `config` and the demo calls are public.
 */
export function createPaymentsApi(http: HttpClient) {
  const quote = (accessToken: string) => ({ auth: { bearer: accessToken } });
  return {
    /** GET /api/v1/payments/config (public) → gateway, SDK url, surcharge settings, sandbox test cards. */
    config: () => callEndpoint(http, routes.payments.config, {}),
    /** POST /api/v1/payments/demo (public, sandbox only) → a DEMO- drn and its tokenise config; never charged. */
    demo: () => callEndpoint(http, routes.payments.demo, {}),
    /** POST /api/v1/payments/demo/3ds {drn, bin} (public) → surcharge for the BIN and a 3-D Secure access token. */
    demoThreeDs: (body: { drn: string; bin: string }) => callEndpoint(http, routes.payments.demoThreeDs, { body }),
    /** POST /api/v1/payments/drn {qref, pg, uid} → data.data.drn. */
    drn: (body: DrnRequest, accessToken: string) =>
      callEndpoint(http, routes.payments.drn, { body }, quote(accessToken)),
    /** POST /api/v1/payments/config/tokenize → merchant_name, verification, reference, css_signature, total_amountincents. */
    tokenizeConfig: (body: TokenizeConfigRequest, accessToken: string) =>
      callEndpoint(http, routes.payments.tokenizeConfig, { body }, quote(accessToken)),
    /** POST /api/v1/payments/surcharge → data (surcharge_amount, total_amount). */
    surcharge: (body: SurchargeRequest, accessToken: string) =>
      callEndpoint(http, routes.payments.surcharge, { body }, quote(accessToken)),
    /** POST /api/v1/payments/config/3ds → data.access_token. */
    threeDsConfig: (body: ThreeDsConfigRequest, accessToken: string) =>
      callEndpoint(http, routes.payments.threeDsConfig, { body }, quote(accessToken)),
    /** POST /api/v1/payments/pay/v4 with the payment payload. */
    pay: (body: PaymentPayload, accessToken: string) =>
      callEndpoint(http, routes.payments.pay, { body }, quote(accessToken)),
  };
}

/** Staff: the Transactions screen's calls on the same routes (the back office's client only; session). */
export function createStaffPaymentsApi(http: HttpClient) {
  return {
    ...createPaymentsApi(http),
    /** GET /api/v1/payments?start&limit&status&quote_id&sort&order&q (staff) → attempts, newest first by default. */
    list: (params: PaymentListParams) => callEndpoint(http, routes.payments.list, { query: params }),
    /** POST /api/v1/payments/{id}/refund {reason} (super_admin) → the refunded transaction; a repeat answers the same. */
    refund: (id: number | string, body: { reason: string }) =>
      callEndpoint(http, routes.payments.refund, { params: { id: Number(id) }, body }),
    /** GET /api/v1/payments/{id} (staff) → one attempt. */
    get: (id: number | string) => callEndpoint(http, routes.payments.get, { params: { id: Number(id) } }),
  };
}
