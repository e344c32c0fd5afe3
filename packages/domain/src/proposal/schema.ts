import { z } from 'zod';
import type { ProposalSectionId } from './sections';
import { dropHiddenFields, validateProposal, type ProposalCheckOptions, type ProposalMode } from './validate';

/*
 * The form-values schemas. Each section's shape says what the inputs hold (text as typed, yes/no
 * as 'yes' | 'no' | ''); the rules (required when shown, digits, dates, lengths, messages) come
 * from the field table through `validateProposal`, so the form, the editor and the server share
 * them. Use with react-hook-form: `useForm<ProposalFormValues, unknown, ProposalValues>({
 * resolver: zodResolver(createProposalSchema({ today })) })`.
 */

const answer = z.enum(['yes', 'no', '']);

export const holderValuesSchema = z.object({
  title: z.string(),
  firstName: z.string(),
  surname: z.string(),
  contactPhone: z.string(),
  emailAddress: z.string(),
  confirmEmailAddress: z.string(),
  wbCode: z.string(),
  abn: z.string(),
});

export const claimEntryValuesSchema = z.object({
  insurer: z.string(),
  claimDate: z.string(),
  claimedFor: z.string(),
  cost: z.string(),
  address: z.string(),
});

export const policyHolderSectionShape = z.object({
  policyHolder: holderValuesSchema,
  addPolicyHolder: answer,
  additionalHolder: holderValuesSchema,
});

export const propertyLocationSectionShape = z.object({
  street: z.string(),
  suburb: z.string(),
  state: z.string(),
  postcode: z.string(),
  victorianProtection: answer,
  adjoiningProperty: answer,
  photographicSurvey: answer,
});

export const coverageSectionShape = z.object({
  constructionValue: z.string(),
  aboutConstructionProject: z.string(),
  constructionTypeOther: z.string(),
  liabilityIndemnity: z.string(),
  existingStructure: answer,
  existingStructureValue: z.string(),
  nonCombustible: answer,
  nonCombustibleComments: z.string(),
  structurallyUnsound: answer,
});

export const projectDetailsSectionShape = z.object({
  constructionWork: answer,
  builderProjectStartDate: z.string(),
  workCommence1YearAgo: answer,
  workCommenceDate: z.string(),
  workComments: z.string(),
  completedWorkValueToDate: z.string(),
  commencedConstructionAwareness: answer,
  furtherDetails: z.string(),
  mortgage: answer,
  mortgageName: z.string(),
  mortgageNameOther: z.string(),
});

export const previousClaimsSectionShape = z.object({
  damage: answer,
  claims: z.array(claimEntryValuesSchema),
  cumulatively: answer,
  cumulativeInsurer: z.string(),
  cumulativeDate: z.string(),
  cumulativeClaimedFor: z.string(),
  cumulativeCost: z.string(),
  cumulativeAddress: z.string(),
  excessImposed: answer,
  excessImposedDate: z.string(),
  insuranceType: z.string(),
  insuranceDeclinedReason: z.string(),
  whoInsurer: z.string(),
  suffered: answer,
  sufferedDetails: z.string(),
});

export const propertyHolderRiskSectionShape = z.object({
  bankrupt: answer,
  bankruptWhen: z.string(),
  arrangement: z.string(),
  arrangementEnd: z.string(),
  discharged: answer,
  convicted: answer,
  convictedWhen: z.string(),
  offenceCategory: z.string(),
  offenceOutcome: z.string(),
});

export const propertyRiskSectionShape = z.object({
  excavationDeeper: answer,
  workInvolving: answer,
  workInvolvingFile: z.string(),
  waterEscape: answer,
  waterEscapeFile: z.string(),
  demolition: answer,
  asbestos: answer,
  asbestosRemoval: answer,
  asbestosAmount: z.string(),
  asbestosLocation: z.string(),
  heritage: answer,
  heritageFile: z.string(),
  heritageReportFile: z.string(),
  heritageEngineeringFile: z.string(),
  houseRaising: answer,
  /** Prototype or experimental methods. Not named `prototype`: react-hook-form refuses that key (prototype-pollution guard). */
  experimentalMethods: answer,
  prototypeFile: z.string(),
  straw: answer,
  strawFile: z.string(),
  duplex: answer,
  duplexFile: z.string(),
  duplexEngineeringFile: z.string(),
  duplexReportFile: z.string(),
  workOutsideMainland: answer,
  swimmingPoolContracts: answer,
});

export const declarationSectionShape = z.object({ declaration: z.boolean() });

/** The shape of the whole form, section by section. */
export const proposalValuesShape = z.object({
  ...policyHolderSectionShape.shape,
  ...propertyLocationSectionShape.shape,
  ...coverageSectionShape.shape,
  ...projectDetailsSectionShape.shape,
  ...previousClaimsSectionShape.shape,
  ...propertyHolderRiskSectionShape.shape,
  ...propertyRiskSectionShape.shape,
  ...declarationSectionShape.shape,
});

export interface ProposalSchemaOptions {
  /** Today in Australia/Sydney (yyyy-mm-dd). Absent: read the clock at each validation. */
  today?: string;
  /** 'public' (default) checks confirm e-mail and declaration; 'editor' skips them. */
  mode?: Exclude<ProposalMode, 'api'>;
  /** Limit the rules to these sections (the value shape is still the whole form). */
  sections?: readonly ProposalSectionId[];
  /** 'wizard': the step-by-step form's messages (public-site §5 "Wizard variant"). */
  messages?: ProposalCheckOptions['messages'];
}

/** Zod path segments for a form path: "claims.0.cost" → ['claims', 0, 'cost']. */
export function pathSegments(path: string): (string | number)[] {
  return path.split('.').map((key) => (/^\d+$/.test(key) ? Number(key) : key));
}

/**
 * The proposal schema: the whole form's shape, every rule of the shown fields, and hidden
 * fields emptied in the output.
 */
export function createProposalSchema(options: ProposalSchemaOptions = {}) {
  return proposalValuesShape
    .superRefine((values, ctx) => {
      const checkOptions: ProposalCheckOptions = { mode: options.mode ?? 'public' };
      if (options.today) checkOptions.today = options.today;
      if (options.sections) checkOptions.sections = options.sections;
      if (options.messages) checkOptions.messages = options.messages;
      for (const issue of validateProposal(values, checkOptions)) {
        ctx.addIssue({ code: 'custom', path: pathSegments(issue.path), message: issue.message });
      }
    })
    .transform((values) => dropHiddenFields(values));
}

export type ProposalSchema = ReturnType<typeof createProposalSchema>;

/**
 * What the public proposal form and the back-office editor hold: text as typed, yes/no answers as
 * 'yes' | 'no' | '' (unanswered), dates as yyyy-mm-dd, money as a decimal string ("1200.50"),
 * uploads as the stored file key. Paths into this object ("policyHolder.firstName",
 * "claims.0.insurer") are the field names and, through `fieldDomId`, the element ids.
 */
export type ProposalFormValues = z.input<ProposalSchema>;
/** The proposal as the schema hands it on: checked, with every hidden field emptied. */
export type ProposalValues = z.output<ProposalSchema>;
export type HolderValues = z.input<typeof holderValuesSchema>;
export type ClaimEntryValues = z.input<typeof claimEntryValuesSchema>;

/** The rules of one section only: what its Next button checks before opening the next. */
export function createSectionSchema(
  section: ProposalSectionId,
  options: Omit<ProposalSchemaOptions, 'sections'> = {},
): ProposalSchema {
  return createProposalSchema({ ...options, sections: [section] });
}
