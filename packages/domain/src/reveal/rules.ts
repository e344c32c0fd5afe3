/**
 * Which answer reveals which fields. A field named in `reveals` (or under a named group such as
 * 'additionalHolder' or 'claims') is shown — and required — only when its rule's controlling
 * field is itself shown and holds one of the `equals` values. Fields in no rule are always shown.
 * Reveals chain (state VIC → victorianProtection yes → adjoiningProperty), never nest in the UI.
 */
export interface RevealRule {
  id: string;
  /** Controlling form path. */
  field: string;
  /** Values of the controlling field that reveal. */
  equals: readonly string[];
  /** Revealed form paths, or group prefixes ('additionalHolder' covers 'additionalHolder.title'). */
  reveals: readonly string[];
}

const yes = ['yes'] as const;
const no = ['no'] as const;

export const revealRules: readonly RevealRule[] = [
  { id: 'additional-holder', field: 'addPolicyHolder', equals: yes, reveals: ['additionalHolder'] },
  { id: 'victorian-questions', field: 'state', equals: ['VIC'], reveals: ['victorianProtection'] },
  {
    id: 'victorian-protection',
    field: 'victorianProtection',
    equals: yes,
    reveals: ['adjoiningProperty', 'photographicSurvey'],
  },
  {
    id: 'construction-type-other',
    field: 'aboutConstructionProject',
    equals: ['Other'],
    reveals: ['constructionTypeOther'],
  },
  {
    id: 'existing-structure',
    field: 'existingStructure',
    equals: yes,
    reveals: ['existingStructureValue', 'nonCombustible', 'structurallyUnsound'],
  },
  { id: 'combustible-materials', field: 'nonCombustible', equals: no, reveals: ['nonCombustibleComments'] },
  { id: 'work-not-started', field: 'constructionWork', equals: no, reveals: ['builderProjectStartDate'] },
  {
    id: 'work-started',
    field: 'constructionWork',
    equals: yes,
    reveals: ['workCommence1YearAgo', 'workComments', 'completedWorkValueToDate', 'commencedConstructionAwareness'],
  },
  { id: 'work-commenced-year-ago', field: 'workCommence1YearAgo', equals: yes, reveals: ['workCommenceDate'] },
  { id: 'losses-on-started-work', field: 'commencedConstructionAwareness', equals: yes, reveals: ['furtherDetails'] },
  { id: 'mortgage', field: 'mortgage', equals: yes, reveals: ['mortgageName'] },
  { id: 'mortgagor-other', field: 'mortgageName', equals: ['Other'], reveals: ['mortgageNameOther'] },
  { id: 'claims-list', field: 'damage', equals: yes, reveals: ['claims'] },
  {
    id: 'claims-over-ten-thousand',
    field: 'cumulatively',
    equals: yes,
    reveals: ['cumulativeInsurer', 'cumulativeDate', 'cumulativeClaimedFor', 'cumulativeCost', 'cumulativeAddress'],
  },
  {
    id: 'declined-insurance',
    field: 'excessImposed',
    equals: yes,
    reveals: ['excessImposedDate', 'insuranceType', 'insuranceDeclinedReason', 'whoInsurer'],
  },
  { id: 'suffered-loss', field: 'suffered', equals: yes, reveals: ['sufferedDetails'] },
  {
    id: 'bankruptcy',
    field: 'bankrupt',
    equals: yes,
    reveals: ['bankruptWhen', 'arrangement', 'arrangementEnd', 'discharged'],
  },
  {
    id: 'conviction',
    field: 'convicted',
    equals: yes,
    reveals: ['convictedWhen', 'offenceCategory', 'offenceOutcome'],
  },
  {
    id: 'asbestos',
    field: 'asbestos',
    equals: yes,
    reveals: ['asbestosRemoval', 'asbestosAmount', 'asbestosLocation'],
  },
  { id: 'piling-plans', field: 'workInvolving', equals: yes, reveals: ['workInvolvingFile'] },
  { id: 'water-flood-plans', field: 'waterEscape', equals: yes, reveals: ['waterEscapeFile'] },
  {
    id: 'heritage-plans',
    field: 'heritage',
    equals: yes,
    reveals: ['heritageFile', 'heritageReportFile', 'heritageEngineeringFile'],
  },
  { id: 'experimental-plans', field: 'experimentalMethods', equals: yes, reveals: ['prototypeFile'] },
  { id: 'straw-bale-plans', field: 'straw', equals: yes, reveals: ['strawFile'] },
  {
    id: 'multi-storey-plans',
    field: 'duplex',
    equals: yes,
    reveals: ['duplexFile', 'duplexEngineeringFile', 'duplexReportFile'],
  },
];

/**
 * Information notes shown (not blocking) on some yes answers (public-site §2, back-office §2).
 */
export const revealNotes = [
  {
    id: 'house-raising',
    field: 'houseRaising',
    equals: 'yes',
    text: 'Insurance cover cannot be offered while a home is being raised, restumped or relocated. Once the home is on its permanent footings or slabs, we can quote.',
  },
  {
    id: 'swimming-pool-only',
    field: 'swimmingPoolContracts',
    equals: 'yes',
    text: 'Owner Builder Insurance does not cover swimming pool work or installation. A contract for a swimming pool only cannot be insured.',
  },
  {
    id: 'asbestos',
    field: 'asbestos',
    equals: 'yes',
    text: 'Work involving asbestos is not covered. Removal must be done by a licensed asbestos removalist, and your proposal will be referred to an underwriter.',
  },
] as const;
