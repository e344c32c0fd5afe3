import { keyed } from '../util/keyed';
import { centsToDecimal, toCents, type Cents } from '../money/cents';
import type { StateCode } from '../reference/states';
import { applyBasisPoints, percentToBasisPoints } from './arithmetic';
import { defaultInsurerRates, type InsurerRates } from './rates';

/**
 * The premium breakdown (back-office §3), in the grid's order: the one list of its lines, which the
 * premium grid, the policy documents, the policies table and its repository all derive from. A
 * `charge` is what the customer pays (with its `gst` line, if it attracts GST), then the `total`,
 * then the broker's `commission` lines.
 */
export const premiumBreakdownFields = [
  { key: 'base', label: 'Base Premium', editable: true, kind: 'charge', gst: 'base_gst' },
  { key: 'base_gst', label: 'Base Premium GST', editable: false, kind: 'gst' },
  { key: 'fsl', label: 'Fire Levy', editable: true, kind: 'charge', gst: 'fsl_gst' },
  { key: 'fsl_gst', label: 'Fire Levy GST', editable: false, kind: 'gst' },
  { key: 'association_fee', label: 'Association Fee', editable: true, kind: 'charge', gst: 'association_fee_gst' },
  { key: 'association_fee_gst', label: 'Association Fee GST', editable: false, kind: 'gst' },
  { key: 'insurer_fee', label: 'Insurer Fee', editable: true, kind: 'charge', gst: 'insurer_fee_gst' },
  { key: 'insurer_fee_gst', label: 'Insurer Fee GST', editable: false, kind: 'gst' },
  { key: 'broker_fee', label: 'Broker Fee', editable: true, kind: 'charge', gst: 'broker_fee_gst' },
  { key: 'broker_fee_gst', label: 'Broker Fee GST', editable: false, kind: 'gst' },
  { key: 'stamp_duty', label: 'Stamp Duty', editable: true, kind: 'charge' },
  { key: 'total_amount', label: 'Total Amount', editable: false, kind: 'total' },
  { key: 'commission', label: 'Broker Commission', editable: false, kind: 'commission', gst: 'commission_gst' },
  { key: 'commission_gst', label: 'Broker Commission GST', editable: false, kind: 'gst' },
  {
    key: 'insurer_commission',
    label: 'Insurer Net Premium',
    editable: false,
    kind: 'commission',
    gst: 'insurer_commission_gst',
  },
  { key: 'insurer_commission_gst', label: 'Insurer Net Premium GST', editable: false, kind: 'gst' },
  {
    key: 'associate_commission',
    label: 'Associate Commission',
    editable: false,
    kind: 'commission',
    gst: 'associate_commission_gst',
  },
  { key: 'associate_commission_gst', label: 'Associate Commission GST', editable: false, kind: 'gst' },
] as const;

type PremiumBreakdownField = (typeof premiumBreakdownFields)[number];
export type PremiumBreakdownKey = PremiumBreakdownField['key'];

/** One line of the breakdown with its GST line, if it has one. */
export interface PremiumLine {
  key: PremiumBreakdownKey;
  label: string;
  editable: boolean;
  gst?: PremiumBreakdownKey;
}
const linesOf = (kind: PremiumBreakdownField['kind']): readonly PremiumLine[] =>
  premiumBreakdownFields
    .filter((field) => field.kind === kind)
    .map(({ key, label, editable, ...rest }) => ({
      key,
      label,
      editable,
      ...('gst' in rest ? { gst: rest.gst } : {}),
    }));
/** What the customer pays, line by line (stamp duty carries no GST). */
export const premiumChargeLines = linesOf('charge');
/** The total the customer pays. */
export const premiumTotalLine: PremiumLine = linesOf('total')[0]!;
/** The commissions out of the base premium. */
export const premiumCommissionLines = linesOf('commission');

/** The GST the total includes: the charge lines' GST added up (stamp duty carries none). */
export function gstInTotal(breakdown: PremiumBreakdown): string {
  return centsToDecimal(
    premiumChargeLines.reduce((sum, line) => (line.gst ? sum + toCents(breakdown[line.gst]) : sum), 0),
  );
}
/** Every amount as text with two decimals ("1234.50"): what the API stores and returns. */
export type PremiumBreakdown = Record<PremiumBreakdownKey, string>;
export type PremiumBreakdownCents = Record<PremiumBreakdownKey, Cents>;

/** The amounts staff may type in the premium grid. */
export type EditablePremiumKey = Extract<PremiumBreakdownField, { editable: true }>['key'];
/** The lines worked out from the typed amounts (GST, the total, commissions). */
export type ComputedPremiumKey = Exclude<PremiumBreakdownKey, EditablePremiumKey>;

/** Every line's key, in the grid's order. */
export const premiumBreakdownKeys: readonly PremiumBreakdownKey[] = premiumBreakdownFields.map((field) => field.key);
/** A line only the broker reads: a commission or its GST. */
type CommissionKey = Extract<PremiumBreakdownKey, `${string}commission${string}`>;
/** The lines a customer is shown: what they pay and its total, never the broker's commissions. */
export type CustomerPremiumKey = Exclude<PremiumBreakdownKey, CommissionKey>;
export type CustomerPremiumBreakdown = Record<CustomerPremiumKey, string>;
const commissionKeys = new Set<PremiumBreakdownKey>(
  premiumCommissionLines.flatMap((line) => (line.gst ? [line.key, line.gst] : [line.key])),
);
const isCustomerKey = (key: PremiumBreakdownKey): key is CustomerPremiumKey => !commissionKeys.has(key);
/** The customer's lines, in the grid's order: every public answer and customer document is built from these. */
export const customerPremiumKeys: readonly CustomerPremiumKey[] = premiumBreakdownKeys.filter(isCustomerKey);
/** The premium as a customer may read it: the stored breakdown without its commission lines. */
export function customerPremium(breakdown: Readonly<Record<CustomerPremiumKey, string>>): CustomerPremiumBreakdown {
  return keyed(customerPremiumKeys, (key) => breakdown[key]);
}
const isEditable = (field: PremiumBreakdownField): field is Extract<PremiumBreakdownField, { editable: true }> =>
  field.editable;
const isComputed = (field: PremiumBreakdownField): field is Extract<PremiumBreakdownField, { editable: false }> =>
  !field.editable;
/** The keys of the amounts staff type, in the grid's order. */
export const editablePremiumKeys: readonly EditablePremiumKey[] = premiumBreakdownFields
  .filter(isEditable)
  .map((field) => field.key);
/** The keys of the computed lines, in the grid's order. */
export const computedPremiumKeys: readonly ComputedPremiumKey[] = premiumBreakdownFields
  .filter(isComputed)
  .map((field) => field.key);

export interface PremiumInputs {
  /** Decimal strings as typed ("950", "950.5", "" = 0). */
  base: string;
  association_fee: string;
  insurer_fee: string;
  broker_fee: string;
  /** Override of the levy; empty or absent: the state's levy rate on the base. */
  fsl?: string | null;
  /** Override of the duty; empty or absent: the state's duty rate on the dutiable amount. */
  stamp_duty?: string | null;
  /** The insurer's commission to the broker, percent of base ("20", "12.5"): insurer.commission. */
  commission_percent: string | number;
  /** The associate's share of the broker commission, percent: insurer.associate_commission. */
  associate_commission_percent: string | number;
  /** Where the risk is: picks the levy and duty rates. */
  state: StateCode | string;
  /** The insurer's stored rates; defaults when absent. */
  rates?: InsurerRates;
}

/** A typed amount in cents: "" → 0, "12." → 1200. Throws RangeError on anything else or a negative. */
export function parseAmountInput(text: string | null | undefined): Cents {
  const trimmed = (text ?? '').trim().replace(/\.$/, '');
  if (trimmed === '') return 0;
  const cents = toCents(trimmed);
  if (cents < 0) throw new RangeError(`Amounts cannot be negative: "${text}"`);
  return cents;
}

const isBlank = (text: string | null | undefined): boolean => text === null || text === undefined || text.trim() === '';

/**
 * The premium breakdown in cents. Order of calculation: levy on base; GST 10% on each of base,
 * levy, association fee, insurer fee and broker fee; stamp duty on base + levy + association fee
 * + insurer fee + their GST (the broker fee is the broker's, not premium); total = every line;
 * commission on base, associate commission on commission, each with GST; insurer net = base −
 * commission. Every component rounds half away from zero, once.
 */
export function computePremiumBreakdownCents(inputs: PremiumInputs): PremiumBreakdownCents {
  const rates = inputs.rates ?? defaultInsurerRates;
  const state = inputs.state as StateCode;
  const gst = (cents: Cents): Cents => applyBasisPoints(cents, rates.gstBasisPoints);
  const base = parseAmountInput(inputs.base);
  const association_fee = parseAmountInput(inputs.association_fee);
  const insurer_fee = parseAmountInput(inputs.insurer_fee);
  const broker_fee = parseAmountInput(inputs.broker_fee);
  const fsl = isBlank(inputs.fsl)
    ? applyBasisPoints(base, rates.fireServicesLevyBasisPoints[state] ?? 0)
    : parseAmountInput(inputs.fsl);
  const base_gst = gst(base);
  const fsl_gst = gst(fsl);
  const association_fee_gst = gst(association_fee);
  const insurer_fee_gst = gst(insurer_fee);
  const broker_fee_gst = gst(broker_fee);
  const dutiable =
    base + fsl + association_fee + insurer_fee + base_gst + fsl_gst + association_fee_gst + insurer_fee_gst;
  const stamp_duty = isBlank(inputs.stamp_duty)
    ? applyBasisPoints(dutiable, rates.stampDutyBasisPoints[state] ?? 0)
    : parseAmountInput(inputs.stamp_duty);
  const total_amount = dutiable + broker_fee + broker_fee_gst + stamp_duty;
  const commissionBp = percentWithin(inputs.commission_percent, 'Commission');
  const associateBp = percentWithin(inputs.associate_commission_percent, 'Associate Commission');
  const commission = applyBasisPoints(base, commissionBp);
  const commission_gst = gst(commission);
  const associate_commission = applyBasisPoints(commission, associateBp);
  return {
    base,
    base_gst,
    fsl,
    fsl_gst,
    association_fee,
    association_fee_gst,
    insurer_fee,
    insurer_fee_gst,
    broker_fee,
    broker_fee_gst,
    stamp_duty,
    total_amount,
    commission,
    commission_gst,
    insurer_commission: base - commission,
    insurer_commission_gst: base_gst - commission_gst,
    associate_commission,
    associate_commission_gst: gst(associate_commission),
  };
}

function percentWithin(value: string | number, label: string): number {
  const bp = percentToBasisPoints(value === '' ? '0' : value);
  if (bp > 10_000) throw new RangeError(`${label} must be between 0 and 100`);
  return bp;
}

/**
 * The one function the back-office PremiumGrid and the server call: premium inputs (amounts as
 * decimal strings, commission percentages, state) → the full breakdown as decimal strings.
 */
export function computePremiumBreakdown(inputs: PremiumInputs): PremiumBreakdown {
  const cents = computePremiumBreakdownCents(inputs);
  return Object.fromEntries(
    premiumBreakdownFields.map(({ key }) => [key, centsToDecimal(cents[key])]),
  ) as PremiumBreakdown;
}
