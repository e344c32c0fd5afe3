/** Payment shapes: the contract's (`@buildcover/domain/api`), amounts decimal strings or integer cents as named. */
import type { api, BodyOf, QueryOf } from '@buildcover/domain/api';

export type {
  CardDetails,
  CardToken,
  PaymentDemoConfig,
  PaymentDemoThreeDs,
  PaymentPayload,
  PaymentsConfig,
  PaymentStatus,
  PaymentTransaction,
  Surcharge,
  TestCard,
  TestCardBehaviour,
  ThreeDsDetails,
  TokenizeConfig,
} from '@buildcover/domain/api';

/** data of a successful POST /api/v1/payments/pay/v4 (the contract's PaymentReceipt). */
export type { PaymentReceipt as PaymentResult } from '@buildcover/domain/api';

export type DrnRequest = BodyOf<typeof api.payments.drn>;
export type TokenizeConfigRequest = BodyOf<typeof api.payments.tokenizeConfig>;
export type SurchargeRequest = BodyOf<typeof api.payments.surcharge>;
export type ThreeDsConfigRequest = BodyOf<typeof api.payments.threeDsConfig>;

/** GET /api/v1/payments filters: a page, optionally one status or one quote, a search term and the server-side order. */
export type PaymentListParams = Partial<QueryOf<typeof api.payments.list>>;
