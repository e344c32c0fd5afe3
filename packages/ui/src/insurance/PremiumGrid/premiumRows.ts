import { premiumBreakdownFields, type EditablePremiumKey, type PremiumBreakdownKey } from '@buildcover/domain';

/** The amounts staff type; every other line of the breakdown is computed. */
export type PremiumGridInputs = Record<EditablePremiumKey, string>;

export interface PremiumRow {
  key: PremiumBreakdownKey;
  /** The GST line shown beside the amount, if the amount attracts GST. */
  gstKey?: PremiumBreakdownKey;
  isEditable: boolean;
  isTotal?: boolean;
}

/** Grid rows in the order of back-office §3: premium lines, then the total, then commissions. */
export const premiumRows: readonly PremiumRow[] = [
  { key: 'base', gstKey: 'base_gst', isEditable: true },
  { key: 'fsl', gstKey: 'fsl_gst', isEditable: true },
  { key: 'association_fee', gstKey: 'association_fee_gst', isEditable: true },
  { key: 'insurer_fee', gstKey: 'insurer_fee_gst', isEditable: true },
  { key: 'broker_fee', gstKey: 'broker_fee_gst', isEditable: true },
  { key: 'stamp_duty', isEditable: true },
  { key: 'total_amount', isEditable: false, isTotal: true },
];

export const commissionRows: readonly PremiumRow[] = [
  { key: 'commission', gstKey: 'commission_gst', isEditable: false },
  { key: 'insurer_commission', gstKey: 'insurer_commission_gst', isEditable: false },
  { key: 'associate_commission', gstKey: 'associate_commission_gst', isEditable: false },
];

const labels = new Map<string, string>(premiumBreakdownFields.map((field) => [field.key, field.label]));

/** The label of a breakdown line, as packages/domain names it (e.g. 'Fire Levy'). */
export const premiumLabel = (key: PremiumBreakdownKey): string => labels.get(key) ?? key;
