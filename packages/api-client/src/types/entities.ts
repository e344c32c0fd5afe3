/**
 * Shapes the API answers with (back-office §3, public-site §3). The proposal's own field names and
 * rules live in @buildcover/domain; these are the read-back records around them. Amounts are
 * decimal strings, dates ISO strings, never floats.
 */
import type { PremiumBreakdown, QuoteOutcome, QuoteStatus, StateOption, UserType } from '@buildcover/domain';

export type { PremiumBreakdown, QuoteOutcome, QuoteStatus, StateOption, UserType };

export type {
  AddressRecord,
  ClaimRecord,
  ClaimRiskRecord,
  CoverRecord,
  HolderRecord,
  HolderRiskRecord,
  Insured,
  Insurer,
  InsurerDetail,
  InsurerDocumentsInput,
  InsurerSummary,
  Note,
  PolicyStatus,
  PolicySummary,
  ProjectRecord,
  PropertyRecord,
  PropertyRiskRecord,
  PublicPolicySummary,
  QuoteCustomerDetail,
  QuoteDetail,
  QuoteFile,
  QuoteListItem,
  QuoteReadBack,
  User,
} from '@buildcover/domain/api';
