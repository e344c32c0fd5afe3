import type { Cents } from '../money/cents';
import type { StateCode } from '../reference/states';

/** GST: 10% of each fee (A New Tax System (Goods and Services Tax) Act 1999, s9-70). */
export const gstBasisPoints = 1000;

/**
 * Stamp duty on general insurance premiums, by the state where the risk is, in basis points.
 * Charged on base + levy + association and insurer fees + their GST; a broker fee the broker
 * charges separately is not premium and is not dutiable. Confirm before go-live (see README).
 */
export const defaultStampDutyBasisPoints: Record<StateCode, number> = {
  ACT: 0, // ACT Revenue Office: duty on general insurance abolished from 1 July 2016 (revenue.act.gov.au)
  NSW: 900, // Revenue NSW, Insurance duty, Type A general insurance 9% (Duties Act 1997 (NSW) s231)
  NT: 1000, // Territory Revenue Office, Insurance duty 10% (Stamp Duty Act 1978 (NT)); not confirmed from a primary page
  QLD: 900, // Queensland Revenue Office, Insurance duty, general insurance 9% (Duties Act 2001 (Qld)); charged on the premium including GST
  SA: 1100, // RevenueSA, Insurance duty, general insurance 11% (Stamp Duties Act 1923 (SA))
  TAS: 1000, // State Revenue Office Tasmania, Insurance duty, general insurance 10% (Duties Act 2001 (Tas))
  VIC: 1000, // State Revenue Office Victoria, Insurance duty 10% on non-business insurance; owner-builders insure their own home (Duties Act 2000 (Vic)); business classes are phasing down (8% FY25/26)
  WA: 1000, // RevenueWA, Insurance duty, general insurance 10% on the premium including GST (Duties Act 2008 (WA))
};

/**
 * Emergency / fire services levy on the base premium, by state, in basis points. Insurer-specific
 * (each insurer sets and publishes its own), so these defaults are what an insurer record starts
 * with and can change.
 */
export const defaultFireServicesLevyBasisPoints: Record<StateCode, number> = {
  ACT: 0, // ACT funds emergency services from property rates: no levy on premiums
  NSW: 1550, // NSW Emergency Services Levy charged by insurers on property classes; 15.5% is an insurer's published example (INSURANCE-NOTES.md)
  NT: 0, // no levy on premiums
  QLD: 0, // Emergency Management Levy is on property rates, not premiums
  SA: 0, // Emergency Services Levy is on property, not premiums
  TAS: 0, // Fire Service Levy applies to some commercial classes (2–28% by class), not to owner-builder contract works by default
  VIC: 0, // Fire Services Property Levy is on property rates since 2013, not premiums
  WA: 0, // Emergency Services Levy is on property rates, not premiums
};

/** Fees an insurer record carries, in cents (editable per quote in the premium grid). */
export interface InsurerFees {
  association_fee: Cents;
  insurer_fee: Cents;
  broker_fee: Cents;
}

export const defaultInsurerFees: InsurerFees = {
  association_fee: 0,
  insurer_fee: 0,
  broker_fee: 150_00,
};

/**
 * Everything an insurer's pricing needs besides the rating table: levies, duty, GST and fees.
 * The server stores one per insurer (JSON); `defaultInsurerRates` is the starting point.
 */
export interface InsurerRates {
  gstBasisPoints: number;
  stampDutyBasisPoints: Record<StateCode, number>;
  fireServicesLevyBasisPoints: Record<StateCode, number>;
  fees: InsurerFees;
}

export const defaultInsurerRates: InsurerRates = {
  gstBasisPoints,
  stampDutyBasisPoints: defaultStampDutyBasisPoints,
  fireServicesLevyBasisPoints: defaultFireServicesLevyBasisPoints,
  fees: defaultInsurerFees,
};
