import type { StateOption } from '@buildcover/domain';
import type {
  api,
  Dashboard,
  Insured,
  Insurer,
  InsurerPricingSettings,
  InsurerPricingSettingsInput,
  Note,
  OutboxEmail,
  PaymentsConfig,
  PaymentTransaction,
  PolicyDetail,
  QuoteDetail,
  QuoteHistoryEntry,
  QuoteReadBack,
  quoteSubmitResult,
  resumedProposal,
  User,
} from '@buildcover/domain/api';
import type { z } from 'zod';
import type { FieldError } from '../core/ApiError';
import type { MockRequest } from './respond';

/** What the mock API keeps between calls: everything a test reads or sets on it (./mockApi.ts adds its functions). */
export interface MockState {
  /** Every request seen, in order. */
  calls: { method: string; path: string; authorization: string | undefined }[];
  refreshCount: number;
  /** Refresh answers 401. */
  failRefresh: boolean;
  /** Delay before answering a refresh or a login, to line requests up. */
  refreshDelayMs: number;
  loginDelayMs: number;
  /**
   * Who logs in with TEST_USERNAME and `staffPassword`; GET/PUT /profile read and change them. Their
   * `user_type` goes into the tokens issued and decides, as on the server, which calls answer 403.
   */
  staffUser: User;
  staffPassword: string;
  /** The states list; null makes GET /states answer 500. */
  states: StateOption[] | null;
  /** The staff users GET /api/v1/users pages through (start/limit, total in count); create, update and delete change it. */
  users: User[];
  /** Quotes a customer link can open, by public id: POST /api/v1/quotes/retrieve/{id} answers them, 404 otherwise. */
  quotes: Record<string, QuoteReadBack>;
  /** Quotes as the back office reads them (GET /quotes/{id}, the lists, the editor's saves change them). */
  quoteDetails: QuoteDetail[];
  /** Notes on the quotes of `quoteDetails`. */
  notes: Note[];
  /** A quote's history by quote id. */
  quoteHistory: Record<number, QuoteHistoryEntry[]>;
  /** The rendered policy documents, by "policyId/kind" ("12/schedule"); 404 for the others. */
  policyDocuments: Record<string, string>;
  /** Insureds as the insured list and its editor read them. */
  insured: Insured[];
  /** The insurer panel. */
  insurers: Insurer[];
  /** Files uploaded during the test (or put there by it). */
  uploads: MockUpload[];
  /** GET /dashboard answers these figures (for the range asked); null: the quotes counted, nothing else. */
  dashboard: Dashboard | null;
  /** Bound policies: the register lists them, GET /policies/{id} answers one. */
  policies: PolicyDetail[];
  /** Mail the back office sent; without a mail server every mail is 'kept', as on a server without SMTP_URL. */
  outbox: OutboxEmail[];
  /** Card payment attempts staff read and refund. */
  payments: PaymentTransaction[];
  /** GET /api/v1/payments/config answers this (the sandbox defaults); null makes it answer 500. */
  paymentsConfig: PaymentsConfig | null;
  paymentsConfigDelayMs: number;
  /** Pricing settings by insurer id: GET/PUT /api/v1/insurers/{id}/settings answer them (a PUT applies its keys), 404 otherwise. */
  insurerSettings: Record<string, InsurerPricingSettings>;
  /** Bodies PUT /api/v1/insurers/{id}/settings received, as the contract parsed them (a key left out is not there). */
  insurerSettingsUpdates: InsurerPricingSettingsInput[];
  /** When set, PUT /api/v1/insurers/{id}/settings answers 400 with these field errors and stores nothing. */
  insurerSettingsErrors: FieldError[] | null;
  /** Proposals POST /api/v1/quotes/get received, as the contract parsed them. */
  proposals: MockRequest<typeof api.publicQuotes.submit>['body'][];
  /** What POST /api/v1/quotes/get answers (quoted and payable unless a test says otherwise; payable mails the pay link). */
  quoteResult: z.input<typeof quoteSubmitResult>;
  /** Proposals POST /api/v1/quotes/drafts/save received ('Save and finish later'), as the contract parsed them. */
  savedForLater: MockRequest<typeof api.proposalDrafts.saveForLater>['body'][];
  /**
   * What POST /api/v1/quotes/drafts/resume answers for a link's token: the saved proposal, or a
   * failure (410 expired, 409 submitted); any other token is unknown (404).
   */
  resumeLinks: Record<string, z.input<typeof resumedProposal> | { status: 409 | 410; message: string }>;
}

/** A file the mock API stored: what the upload answered, its bytes, and the draft it belongs to. */
export interface MockUpload {
  key: string;
  file_name: string;
  /** The proposal draft's uid for a customer upload; null for staff uploads. */
  uid: string | null;
  field: string | null;
  file: Blob;
}
