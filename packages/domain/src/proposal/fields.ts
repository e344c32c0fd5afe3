import type { ProposalSectionId } from './sections';

/**
 * How a field is checked and carried to the API:
 * text ≤ 50 characters; longText ≤ 1000 (descriptions); select one of `options`; yesno 'yes'|'no';
 * phone 10 digits; email; confirmEmail equals `confirms`; postcode 4 digits; abn 11 digits;
 * money a non-negative amount with up to 2 decimals; pastDate no later than yesterday;
 * startDate from today; file an uploaded file key; declaration a ticked box.
 */
export type FieldKind =
  | 'text'
  | 'longText'
  | 'select'
  | 'yesno'
  | 'phone'
  | 'email'
  | 'confirmEmail'
  | 'postcode'
  | 'abn'
  | 'money'
  | 'pastDate'
  | 'startDate'
  | 'file'
  | 'declaration';

export interface ProposalFieldDef {
  /** Form path; claim entries use '*' for the index ("claims.*.insurer"). */
  path: string;
  section: ProposalSectionId;
  kind: FieldKind;
  /** The question or label as the form shows it. */
  label: string;
  /** Where the value goes in the POST /api/v1/quotes/get payload; null when it is form-only. */
  api: string | null;
  /** Message when a required field is empty (or a select holds something not offered). */
  required: string;
  /** Message when the value has the wrong form (digits, number, e-mail). */
  invalid?: string;
  /** confirmEmail: message when it differs from the e-mail it confirms. */
  mismatch?: string;
  /** confirmEmail: path of the e-mail it confirms. */
  confirms?: string;
  /** Optional fields are checked only when filled in. */
  optional?: boolean;
  /** Key into `selectOptions` for select fields. */
  options?: SelectOptionsKey;
  /** Hidden in the back-office editor (confirm e-mail, declaration). */
  publicOnly?: boolean;
  /** money: message when the amount must be more than $0 and is not. */
  positive?: string;
}

export type SelectOptionsKey =
  | 'titles'
  | 'states'
  | 'liabilityLimits'
  | 'constructionTypes'
  | 'mortgageLenders'
  | 'priorInsuranceTypes';

export { longTextMaxLength, longTextTooLongMessage, textMaxLength, textTooLongMessage } from './textLimits';
export const invalidDateMessage = 'Please enter a valid date.';
export const pastDateMessage = 'Date cannot be later than yesterday.';
/** The claims list starts with, and must hold, two entries when claims are declared. */
export const minimumClaimEntries = 2;
export const claimsMinimumMessage = 'Please enter at least 2 claims.';

type HolderKey = 'primary' | 'additional';

function holderFields(which: HolderKey): ProposalFieldDef[] {
  const prefix = which === 'primary' ? 'policyHolder' : 'additionalHolder';
  const api = which === 'primary' ? 'insured' : 'insured.add_holder';
  const own = (primary: string, additional: string): string => (which === 'primary' ? primary : additional);
  const section = 'policyHolder' as const;
  return [
    {
      path: `${prefix}.title`,
      section,
      kind: 'select',
      options: 'titles',
      label: 'Title',
      api: `${api}.initial`,
      required: own('Please select an option.', "Please select the additional policy holder's title."),
    },
    {
      path: `${prefix}.firstName`,
      section,
      kind: 'text',
      label: 'First name',
      api: `${api}.first_name`,
      required: own('Please enter the first name.', "Please enter the additional policy holder's first name."),
    },
    {
      path: `${prefix}.surname`,
      section,
      kind: 'text',
      label: 'Surname',
      api: `${api}.last_name`,
      required: own('Please enter the surname.', "Please enter the additional policy holder's surname."),
    },
    {
      path: `${prefix}.contactPhone`,
      section,
      kind: 'phone',
      label: 'Contact phone number',
      api: `${api}.contact_no`,
      required: own(
        'Please enter the contact phone number.',
        "Please enter the additional policy holder's contact phone number.",
      ),
      invalid: own(
        'Contact phone number must be 10 digits.',
        "Additional policy holder's contact phone number must be 10 digits.",
      ),
    },
    {
      path: `${prefix}.emailAddress`,
      section,
      kind: 'email',
      label: 'Email address',
      api: `${api}.email`,
      required: own('Email address must be valid.', "Additional policy holder's email address must be valid."),
      invalid: own('Email address must be valid.', "Additional policy holder's email address must be valid."),
    },
    {
      path: `${prefix}.confirmEmailAddress`,
      section,
      kind: 'confirmEmail',
      label: 'Confirm email address',
      api: null,
      confirms: `${prefix}.emailAddress`,
      publicOnly: true,
      required: own(
        'Confirm email address must be valid.',
        "Confirm additional policy holder's email address must be valid.",
      ),
      invalid: own(
        'Confirm email address must be valid.',
        "Confirm additional policy holder's email address must be valid.",
      ),
      mismatch: own('Email addresses do not match.', "Additional policy holder's email addresses do not match."),
    },
    {
      path: `${prefix}.wbCode`,
      section,
      kind: 'text',
      label: 'Client reference (WB code)',
      api: `${api}.wb_code`,
      optional: true,
      required: '',
    },
    {
      path: `${prefix}.abn`,
      section,
      kind: 'abn',
      label: 'ABN',
      api: `${api}.abn`,
      optional: true,
      required: '',
      invalid: own(
        'ABN must contain exactly 11 digits.',
        "Additional policy holder's ABN must contain exactly 11 digits.",
      ),
    },
  ];
}

const yesNo = (
  path: string,
  section: ProposalSectionId,
  label: string,
  api: string,
  subject: string,
): ProposalFieldDef => ({
  path,
  section,
  kind: 'yesno',
  label,
  api,
  required: `Please select an option for ${subject}.`,
});

const file = (path: string, label: string, api: string, required: string, optional = false): ProposalFieldDef => ({
  path,
  section: 'propertyRisk',
  kind: 'file',
  label,
  api,
  required,
  ...(optional ? { optional } : {}),
});

/**
 * Every field of the proposal, in the order the form shows them. One row says where the field
 * lives, how it is checked, what it says when wrong and where it goes in the payload.
 */
export const proposalFields: readonly ProposalFieldDef[] = [
  // Policy Holder
  ...holderFields('primary'),
  {
    path: 'addPolicyHolder',
    section: 'policyHolder',
    kind: 'yesno',
    label: 'Is there an additional policy holder?',
    api: null,
    required: 'Please select an option.',
  },
  ...holderFields('additional'),

  // Property Location
  {
    path: 'street',
    section: 'propertyLocation',
    kind: 'text',
    label: 'Street Number/Name',
    api: 'property.address.street',
    required: 'Street Number/Name is required.',
  },
  {
    path: 'suburb',
    section: 'propertyLocation',
    kind: 'text',
    label: 'Suburb',
    api: 'property.address.suburb',
    required: 'Suburb is required.',
  },
  {
    path: 'state',
    section: 'propertyLocation',
    kind: 'select',
    options: 'states',
    label: 'State',
    api: 'property.address.state',
    required: 'State is required.',
  },
  {
    path: 'postcode',
    section: 'propertyLocation',
    kind: 'postcode',
    label: 'Postcode',
    api: 'property.address.postcode',
    required: 'Postcode is required.',
    invalid: 'Postcode must be 4 digits.',
  },
  yesNo(
    'victorianProtection',
    'propertyLocation',
    'Does the work need protection work for an adjoining property (Building Act 1993, Victoria)?',
    'property.is_victorian_project',
    'protection work for an adjoining property',
  ),
  yesNo(
    'adjoiningProperty',
    'propertyLocation',
    'Has the adjoining owner signed the protection work agreement?',
    'property.is_property_signed_and_owned',
    'the adjoining owner agreement',
  ),
  yesNo(
    'photographicSurvey',
    'propertyLocation',
    'Will a photographic survey of the adjoining property be conducted before work starts?',
    'property.will_photographic_survey_conducted',
    'the photographic survey',
  ),

  // Coverage
  {
    path: 'constructionValue',
    section: 'coverage',
    kind: 'money',
    label: 'Value of the construction work ($)',
    api: 'property.valuation',
    required: 'Please enter value of the construction work.',
    invalid: 'Value of the construction work must be a number.',
    positive: 'Value of the construction work must be more than $0.',
  },
  {
    path: 'aboutConstructionProject',
    section: 'coverage',
    kind: 'select',
    options: 'constructionTypes',
    label: 'About the construction project',
    api: 'covers.0.construction_type',
    required: 'Please select the construction project type.',
  },
  {
    path: 'constructionTypeOther',
    section: 'coverage',
    kind: 'text',
    label: 'Construction type',
    api: 'covers.0.construction_type_other',
    required: 'Please specify the construction type.',
  },
  {
    path: 'liabilityIndemnity',
    section: 'coverage',
    kind: 'select',
    options: 'liabilityLimits',
    label: 'Public liability indemnity limit',
    api: 'covers.0.cover',
    required: 'Public liability indemnity limit is required.',
  },
  yesNo(
    'existingStructure',
    'coverage',
    'Do you want to insure the existing structure?',
    'property.insure_existing_structure',
    'insuring the existing structure',
  ),
  {
    path: 'existingStructureValue',
    section: 'coverage',
    kind: 'money',
    label: 'Replacement value of the existing structure ($)',
    api: 'property.exs_replacement_value',
    required: 'Please enter the replacement value of the existing structure.',
    invalid: 'Replacement value of the existing structure must be a number.',
  },
  yesNo(
    'nonCombustible',
    'coverage',
    'Is the existing structure built of non-combustible materials?',
    'property.is_non_combustible_material_used',
    'non-combustible materials',
  ),
  {
    path: 'nonCombustibleComments',
    section: 'coverage',
    kind: 'longText',
    label: 'Describe the materials used in the structure',
    api: 'property.mat_used_in_structure',
    required: 'Please describe the materials used in the structure.',
  },
  yesNo(
    'structurallyUnsound',
    'coverage',
    'Is the existing structure dilapidated or structurally unsound?',
    'property.is_structurally_unsound',
    'the condition of the existing structure',
  ),

  // Project Details
  yesNo(
    'constructionWork',
    'projectDetails',
    'Has construction work started?',
    'property.is_project_work_commenced',
    'whether construction work has started',
  ),
  {
    path: 'builderProjectStartDate',
    section: 'projectDetails',
    kind: 'startDate',
    label: 'Proposed start date',
    api: 'property.proposed_start_date',
    required: 'Proposed start date is required.',
    invalid: 'Proposed start date cannot be earlier than today.',
  },
  yesNo(
    'workCommence1YearAgo',
    'projectDetails',
    'Did work commence more than 1 year ago?',
    'property.is_commenced_year_ago',
    'when work commenced',
  ),
  {
    path: 'workCommenceDate',
    section: 'projectDetails',
    kind: 'pastDate',
    label: 'Work commence date',
    api: 'property.commenced_date',
    required: 'Work commence date is required.',
  },
  {
    path: 'workComments',
    section: 'projectDetails',
    kind: 'longText',
    label: 'Describe the completed work',
    api: 'property.completed_works',
    required: 'Please describe the complete work.',
  },
  {
    path: 'completedWorkValueToDate',
    section: 'projectDetails',
    kind: 'money',
    label: 'Value of completed work to date ($)',
    api: 'property.completed_work_value',
    required: 'Please enter the value of completed work to date.',
    invalid: 'Value of completed work to date must be a number.',
  },
  yesNo(
    'commencedConstructionAwareness',
    'projectDetails',
    'Are you aware of any claims, losses or damage on the work done so far?',
    'property.is_claims_or_reported_losses',
    'claims or losses on the work done so far',
  ),
  {
    path: 'furtherDetails',
    section: 'projectDetails',
    kind: 'longText',
    label: 'Further details',
    api: 'property.claims_or_reported_losses',
    required: 'Further details are required.',
  },
  yesNo(
    'mortgage',
    'projectDetails',
    'Is there a mortgage on the property?',
    'property.is_mortgage_on_property',
    'a mortgage on the property',
  ),
  {
    path: 'mortgageName',
    section: 'projectDetails',
    kind: 'select',
    options: 'mortgageLenders',
    label: 'Name of the Mortgagor',
    api: 'property.mortgagor',
    required: 'Please select the name of the Mortgagor.',
  },
  {
    path: 'mortgageNameOther',
    section: 'projectDetails',
    kind: 'text',
    label: 'Other Mortgagor',
    api: 'property.mortgagor_other',
    required: 'Please enter the name of the Mortgagor.',
  },

  // Previous Claims (a claim's fields in the order the claim list shows them)
  yesNo(
    'damage',
    'previousClaims',
    'Have you had 2 or more claims in the last 3 years?',
    'claim_risk.is_claimed_in_last_three_year',
    'past claims',
  ),
  {
    path: 'claims.*.insurer',
    section: 'previousClaims',
    kind: 'text',
    label: 'Insurer',
    api: 'claim_risk.claims.*.insurer',
    required: 'Insurer is required.',
  },
  {
    path: 'claims.*.claimDate',
    section: 'previousClaims',
    kind: 'pastDate',
    label: 'Claim date',
    api: 'claim_risk.claims.*.claim_date',
    required: 'Claim date is required.',
  },
  {
    path: 'claims.*.cost',
    section: 'previousClaims',
    kind: 'money',
    label: 'Claim cost ($)',
    api: 'claim_risk.claims.*.cost',
    required: 'Claim cost is required.',
    invalid: 'Claim cost must be a number.',
  },
  {
    path: 'claims.*.claimedFor',
    section: 'previousClaims',
    kind: 'text',
    label: 'Claimed for',
    api: 'claim_risk.claims.*.claimed_for',
    required: 'Claim purpose is required.',
  },
  {
    path: 'claims.*.address',
    section: 'previousClaims',
    kind: 'text',
    label: 'Address',
    api: 'claim_risk.claims.*.address',
    required: 'Address is required.',
  },
  yesNo(
    'cumulatively',
    'previousClaims',
    'Have you had claims over $10,000 (cumulatively) in the last 5 years?',
    'claim_risk.is_claimed_over_ten_thousand',
    'claims over $10,000',
  ),
  {
    path: 'cumulativeInsurer',
    section: 'previousClaims',
    kind: 'text',
    label: 'Insurer',
    api: 'claim_risk.clf_insurer',
    required: 'Insurer is required.',
  },
  {
    path: 'cumulativeDate',
    section: 'previousClaims',
    kind: 'pastDate',
    label: 'Date of the claim',
    api: 'claim_risk.clf_claimed_date',
    required: 'Claim date is required.',
  },
  {
    path: 'cumulativeClaimedFor',
    section: 'previousClaims',
    kind: 'text',
    label: 'Claim details',
    api: 'claim_risk.clf_claimed_for',
    required: 'Claim details are required.',
  },
  {
    path: 'cumulativeCost',
    section: 'previousClaims',
    kind: 'money',
    label: 'Total cost of the claims ($)',
    api: 'claim_risk.clf_total_claims',
    required: 'Claim cost is required.',
    invalid: 'Claim cost must be a number.',
  },
  {
    path: 'cumulativeAddress',
    section: 'previousClaims',
    kind: 'text',
    label: 'Address',
    api: 'claim_risk.clf_claimed_address',
    required: 'Address is required.',
  },
  yesNo(
    'excessImposed',
    'previousClaims',
    'Have you ever had insurance declined or cancelled, or special terms or an excess imposed?',
    'claim_risk.is_claimed_rejected',
    'declined or cancelled insurance',
  ),
  {
    path: 'excessImposedDate',
    section: 'previousClaims',
    kind: 'pastDate',
    label: 'When did it occur?',
    api: 'claim_risk.clr_occurred_date',
    required: 'Date is required.',
  },
  {
    path: 'insuranceType',
    section: 'previousClaims',
    kind: 'select',
    options: 'priorInsuranceTypes',
    label: 'Type of insurance',
    api: 'claim_risk.clr_insurance_type',
    required: 'Insurance type is required.',
  },
  {
    path: 'insuranceDeclinedReason',
    section: 'previousClaims',
    kind: 'text',
    label: 'Reason',
    api: 'claim_risk.clr_rejected_for',
    required: 'Reason is required.',
  },
  {
    path: 'whoInsurer',
    section: 'previousClaims',
    kind: 'text',
    label: 'Name of the insurer',
    api: 'claim_risk.clr_insurer',
    required: 'Insurer name is required.',
  },
  yesNo(
    'suffered',
    'previousClaims',
    'Have you suffered any loss or damage that was not insured?',
    'claim_risk.is_suffered_loss',
    'losses suffered',
  ),
  {
    path: 'sufferedDetails',
    section: 'previousClaims',
    kind: 'longText',
    label: 'Further details',
    api: 'claim_risk.suffered_loss_details',
    required: 'Further details are required.',
  },

  // Property Holder Risk
  yesNo(
    'bankrupt',
    'propertyHolderRisk',
    'Have you ever been declared bankrupt or entered an arrangement with creditors?',
    'property_holder_risk.is_declared_bankrupt',
    'bankruptcy',
  ),
  {
    path: 'bankruptWhen',
    section: 'propertyHolderRisk',
    kind: 'pastDate',
    label: 'When did it occur?',
    api: 'property_holder_risk.bankrupt_occurred',
    required: 'Date of the bankruptcy is required.',
  },
  {
    path: 'arrangement',
    section: 'propertyHolderRisk',
    kind: 'text',
    label: 'Length of the arrangement',
    api: 'property_holder_risk.arrangement_period',
    required: 'Length of the arrangement is required.',
  },
  {
    path: 'arrangementEnd',
    section: 'propertyHolderRisk',
    kind: 'pastDate',
    label: 'When did the arrangement end?',
    api: 'property_holder_risk.arrangement_ended',
    required: 'Arrangement end date is required.',
  },
  yesNo(
    'discharged',
    'propertyHolderRisk',
    'Have you been discharged from bankruptcy?',
    'property_holder_risk.is_discharged_from_bankruptcy',
    'discharge from bankruptcy',
  ),
  yesNo(
    'convicted',
    'propertyHolderRisk',
    'Have you ever been convicted of a criminal offence?',
    'property_holder_risk.is_convicted_criminal',
    'criminal convictions',
  ),
  {
    path: 'convictedWhen',
    section: 'propertyHolderRisk',
    kind: 'pastDate',
    label: 'When did it occur?',
    api: 'property_holder_risk.when_occurred',
    required: 'Date of the conviction is required.',
  },
  {
    path: 'offenceCategory',
    section: 'propertyHolderRisk',
    kind: 'text',
    label: 'Offence category',
    api: 'property_holder_risk.criminal_offense',
    required: 'Offence category is required.',
  },
  {
    path: 'offenceOutcome',
    section: 'propertyHolderRisk',
    kind: 'text',
    label: 'Outcome',
    api: 'property_holder_risk.offense_outcome',
    required: 'Outcome is required.',
  },

  // Property Risk
  yesNo(
    'excavationDeeper',
    'propertyRisk',
    'Does the work involve excavation deeper than 5 metres?',
    'property_risk.is_excavation_deeper_than_five_meter',
    'excavation deeper than 5 metres',
  ),
  yesNo(
    'workInvolving',
    'propertyRisk',
    'Does the work involve piling, or shoring or underpinning above 1 metre?',
    'property_risk.is_work_involve_piling',
    'piling, shoring or underpinning',
  ),
  file(
    'workInvolvingFile',
    'Piling, shoring or underpinning plans',
    'property_risk.piling_plans',
    'Please upload the piling, shoring or underpinning plans.',
  ),
  yesNo(
    'waterEscape',
    'propertyRisk',
    'Is the work on or over water, or at risk of flood?',
    'property_risk.is_risk_of_water_flood',
    'works on or over water',
  ),
  file(
    'waterEscapeFile',
    'Water and flood plans',
    'property_risk.water_flood_plans',
    'Please upload the water and flood plans.',
  ),
  yesNo(
    'demolition',
    'propertyRisk',
    'Does the work involve demolition above 10 metres?',
    'property_risk.demolition_above_ten_meters',
    'demolition above 10 metres',
  ),
  yesNo('asbestos', 'propertyRisk', 'Does the work involve asbestos?', 'property_risk.involves_asbestos', 'asbestos'),
  yesNo(
    'asbestosRemoval',
    'propertyRisk',
    'Will the asbestos be removed by a licensed asbestos removalist?',
    'property_risk.confirmed_asbestos_contractor',
    'asbestos removal',
  ),
  {
    path: 'asbestosAmount',
    section: 'propertyRisk',
    kind: 'longText',
    label: 'Amount of asbestos',
    api: 'property_risk.amount_of_asbestos_in',
    required: 'Please describe the amount of asbestos.',
  },
  {
    path: 'asbestosLocation',
    section: 'propertyRisk',
    kind: 'longText',
    label: 'Where is the asbestos?',
    api: 'property_risk.desc_asbestos_location',
    required: 'Please describe where the asbestos is.',
  },
  yesNo(
    'heritage',
    'propertyRisk',
    'Does the work involve a heritage-listed building?',
    'property_risk.work_involves_heritage_building',
    'heritage buildings',
  ),
  file('heritageFile', 'Heritage plans', 'property_risk.heritage_plans', 'Please upload the heritage plans.'),
  file('heritageReportFile', 'Heritage report', 'property_risk.heritage_report', '', true),
  file('heritageEngineeringFile', 'Heritage engineering plans', 'property_risk.heritage_eng_plans', '', true),
  yesNo(
    'houseRaising',
    'propertyRisk',
    'Does the work involve house raising, restumping or relocating?',
    'property_risk.property_relocating',
    'house raising, restumping or relocating',
  ),
  yesNo(
    'experimentalMethods',
    'propertyRisk',
    'Does the work use prototype or experimental materials or methods?',
    'property_risk.experimental_methods',
    'prototype or experimental methods',
  ),
  file(
    'prototypeFile',
    'Prototype or experimental method plans',
    'property_risk.experimental_plans',
    'Please upload the plans for the prototype or experimental methods.',
  ),
  yesNo('straw', 'propertyRisk', 'Does the work use straw bales?', 'property_risk.involves_bales', 'straw bales'),
  file('strawFile', 'Straw bale plans', 'property_risk.bales_plans', 'Please upload the straw bale plans.'),
  yesNo(
    'duplex',
    'propertyRisk',
    'Is the work a residential home or duplex of more than 2 storeys?',
    'property_risk.is_multi_stories',
    'homes of more than 2 storeys',
  ),
  file('duplexFile', 'Plans', 'property_risk.stories_plans', 'Please upload the plans for the multi-storey work.'),
  file('duplexEngineeringFile', 'Engineering plans', 'property_risk.stories_eng_plans', '', true),
  file('duplexReportFile', 'Report', 'property_risk.stories_report', '', true),
  yesNo(
    'workOutsideMainland',
    'propertyRisk',
    'Is any of the work outside mainland Australia and Tasmania?',
    'property_risk.work_outside_mn_tas',
    'work outside mainland Australia',
  ),
  yesNo(
    'swimmingPoolContracts',
    'propertyRisk',
    'Is this a contract for a swimming pool only?',
    'property_risk.swimming_pool_contracts',
    'swimming pool contracts',
  ),

  // Declaration
  {
    path: 'declaration',
    section: 'declaration',
    kind: 'declaration',
    label: 'I declare that the information I have given is true and complete.',
    api: null,
    publicOnly: true,
    required: 'Please confirm the declaration.',
  },
];

const byPath = new Map(proposalFields.map((f) => [f.path, f]));

/** The row for a form path; claim entry paths ("claims.3.cost") find their '*' row. */
export function proposalField(path: string): ProposalFieldDef | undefined {
  return byPath.get(path) ?? byPath.get(path.replace(/^claims\.\d+\./, 'claims.*.'));
}

/** Element id for a form path, usable in `href="#…"`: "claims.0.insurer" → "claims-0-insurer". */
export function fieldDomId(path: string): string {
  return path.replace(/\./g, '-');
}
