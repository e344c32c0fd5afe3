import type { YesNo } from '../reference/yesNo';

/**
 * What the public proposal form and the back-office editor hold: text as typed, yes/no answers as
 * 'yes' | 'no' | '' (unanswered), dates as yyyy-mm-dd, money as a decimal string ("1200.50"),
 * uploads as the stored file key. Paths into this object ("policyHolder.firstName",
 * "claims.0.insurer") are the field names and, through `fieldDomId`, the element ids.
 */
export interface HolderValues {
  title: string;
  firstName: string;
  surname: string;
  contactPhone: string;
  emailAddress: string;
  confirmEmailAddress: string;
  wbCode: string;
  abn: string;
}

export interface ClaimEntryValues {
  insurer: string;
  claimDate: string;
  claimedFor: string;
  cost: string;
  address: string;
}

export interface ProposalFormValues {
  // Policy Holder
  policyHolder: HolderValues;
  addPolicyHolder: YesNo;
  additionalHolder: HolderValues;
  // Property Location
  street: string;
  suburb: string;
  state: string;
  postcode: string;
  victorianProtection: YesNo;
  adjoiningProperty: YesNo;
  photographicSurvey: YesNo;
  // Coverage
  constructionValue: string;
  aboutConstructionProject: string;
  constructionTypeOther: string;
  liabilityIndemnity: string;
  existingStructure: YesNo;
  existingStructureValue: string;
  nonCombustible: YesNo;
  nonCombustibleComments: string;
  structurallyUnsound: YesNo;
  // Project Details
  constructionWork: YesNo;
  builderProjectStartDate: string;
  workCommence1YearAgo: YesNo;
  workCommenceDate: string;
  workComments: string;
  completedWorkValueToDate: string;
  commencedConstructionAwareness: YesNo;
  furtherDetails: string;
  mortgage: YesNo;
  mortgageName: string;
  mortgageNameOther: string;
  // Previous Claims
  damage: YesNo;
  claims: ClaimEntryValues[];
  cumulatively: YesNo;
  cumulativeInsurer: string;
  cumulativeDate: string;
  cumulativeClaimedFor: string;
  cumulativeCost: string;
  cumulativeAddress: string;
  excessImposed: YesNo;
  excessImposedDate: string;
  insuranceType: string;
  insuranceDeclinedReason: string;
  whoInsurer: string;
  suffered: YesNo;
  sufferedDetails: string;
  // Property Holder Risk
  bankrupt: YesNo;
  bankruptWhen: string;
  arrangement: string;
  arrangementEnd: string;
  discharged: YesNo;
  convicted: YesNo;
  convictedWhen: string;
  offenceCategory: string;
  offenceOutcome: string;
  // Property Risk
  excavationDeeper: YesNo;
  workInvolving: YesNo;
  workInvolvingFile: string;
  waterEscape: YesNo;
  waterEscapeFile: string;
  demolition: YesNo;
  asbestos: YesNo;
  asbestosRemoval: YesNo;
  asbestosAmount: string;
  asbestosLocation: string;
  heritage: YesNo;
  heritageFile: string;
  heritageReportFile: string;
  heritageEngineeringFile: string;
  houseRaising: YesNo;
  /** Prototype or experimental methods. Not named `prototype`: react-hook-form refuses that key (prototype-pollution guard). */
  experimentalMethods: YesNo;
  prototypeFile: string;
  straw: YesNo;
  strawFile: string;
  duplex: YesNo;
  duplexFile: string;
  duplexEngineeringFile: string;
  duplexReportFile: string;
  workOutsideMainland: YesNo;
  swimmingPoolContracts: YesNo;
  // Declaration
  declaration: boolean;
}

/** The claims list starts with two entries (public-site §4, §9). */
export const minimumClaimEntries = 2;

export function emptyHolder(): HolderValues {
  return { title: '', firstName: '', surname: '', contactPhone: '', emailAddress: '', confirmEmailAddress: '', wbCode: '', abn: '' };
}

export function emptyClaimEntry(): ClaimEntryValues {
  return { insurer: '', claimDate: '', claimedFor: '', cost: '', address: '' };
}

/** A blank proposal: the form's defaultValues. */
export function emptyProposal(): ProposalFormValues {
  return {
    policyHolder: emptyHolder(),
    addPolicyHolder: '',
    additionalHolder: emptyHolder(),
    street: '',
    suburb: '',
    state: '',
    postcode: '',
    victorianProtection: '',
    adjoiningProperty: '',
    photographicSurvey: '',
    constructionValue: '',
    aboutConstructionProject: '',
    constructionTypeOther: '',
    liabilityIndemnity: '',
    existingStructure: '',
    existingStructureValue: '',
    nonCombustible: '',
    nonCombustibleComments: '',
    structurallyUnsound: '',
    constructionWork: '',
    builderProjectStartDate: '',
    workCommence1YearAgo: '',
    workCommenceDate: '',
    workComments: '',
    completedWorkValueToDate: '',
    commencedConstructionAwareness: '',
    furtherDetails: '',
    mortgage: '',
    mortgageName: '',
    mortgageNameOther: '',
    damage: '',
    claims: Array.from({ length: minimumClaimEntries }, emptyClaimEntry),
    cumulatively: '',
    cumulativeInsurer: '',
    cumulativeDate: '',
    cumulativeClaimedFor: '',
    cumulativeCost: '',
    cumulativeAddress: '',
    excessImposed: '',
    excessImposedDate: '',
    insuranceType: '',
    insuranceDeclinedReason: '',
    whoInsurer: '',
    suffered: '',
    sufferedDetails: '',
    bankrupt: '',
    bankruptWhen: '',
    arrangement: '',
    arrangementEnd: '',
    discharged: '',
    convicted: '',
    convictedWhen: '',
    offenceCategory: '',
    offenceOutcome: '',
    excavationDeeper: '',
    workInvolving: '',
    workInvolvingFile: '',
    waterEscape: '',
    waterEscapeFile: '',
    demolition: '',
    asbestos: '',
    asbestosRemoval: '',
    asbestosAmount: '',
    asbestosLocation: '',
    heritage: '',
    heritageFile: '',
    heritageReportFile: '',
    heritageEngineeringFile: '',
    houseRaising: '',
    experimentalMethods: '',
    prototypeFile: '',
    straw: '',
    strawFile: '',
    duplex: '',
    duplexFile: '',
    duplexEngineeringFile: '',
    duplexReportFile: '',
    workOutsideMainland: '',
    swimmingPoolContracts: '',
    declaration: false,
  };
}
