import {
  premiumBreakdownFields,
  premiumChargeLines,
  premiumCommissionLines,
  premiumTotalLine,
  type EditablePremiumKey,
  type PremiumBreakdownKey,
  type PremiumLine,
} from '@buildcover/domain';

/** The amounts staff type; every other line of the breakdown is computed. */
export type PremiumGridInputs = Record<EditablePremiumKey, string>;

export interface PremiumRow {
  key: PremiumBreakdownKey;
  /** The GST line shown beside the amount, if the amount attracts GST. */
  gstKey?: PremiumBreakdownKey;
  isEditable: boolean;
  isTotal?: boolean;
}

const rowOf = (line: PremiumLine): PremiumRow => ({
  key: line.key,
  isEditable: line.editable,
  ...(line.gst ? { gstKey: line.gst } : {}),
});

/** Grid rows in the domain's order (back-office §3): premium lines, then the total, then commissions. */
export const premiumRows: readonly PremiumRow[] = [
  ...premiumChargeLines.map(rowOf),
  { ...rowOf(premiumTotalLine), isTotal: true },
];

export const commissionRows: readonly PremiumRow[] = premiumCommissionLines.map(rowOf);

const labels = new Map<string, string>(premiumBreakdownFields.map((field) => [field.key, field.label]));

/** The label of a breakdown line, as packages/domain names it (e.g. 'Fire Levy'). */
export const premiumLabel = (key: PremiumBreakdownKey): string => labels.get(key) ?? key;
