import type { ProposalFieldDef } from './fields';
import type { ProposalSectionId } from './sections';

/**
 * The step-by-step reading of the proposal (public-site §2 "Three-step wizard variant", route
 * /quotes/get): the same fields, rules and submission as the sectioned form, grouped in three
 * steps. Step 1 (Insurance) holds the holder, the property and the project as the spec's step 1
 * does; step 2 (Cover) the cover, claims, holder and property risks as its step 2; the third step
 * lists every answer for review and takes the declaration (the spec's placeholder step).
 */
export const proposalWizardSteps = [
  { id: 'insurance', title: 'Insurance', sections: ['policyHolder', 'propertyLocation', 'projectDetails'] },
  { id: 'cover', title: 'Cover', sections: ['coverage', 'previousClaims', 'propertyHolderRisk', 'propertyRisk'] },
  { id: 'review', title: 'Review and declare', sections: ['declaration'] },
] as const satisfies readonly { id: string; title: string; sections: readonly ProposalSectionId[] }[];
export type ProposalWizardStepId = (typeof proposalWizardSteps)[number]['id'];

/** The step a section is asked in. */
export function wizardStepOf(section: ProposalSectionId): number {
  return proposalWizardSteps.findIndex((step) => (step.sections as readonly ProposalSectionId[]).includes(section));
}

/** The progress bar's fill for a step index (0–2): (step + 1) / 3 (public-site §9). */
export function wizardProgress(step: number): number {
  return (step + 1) / proposalWizardSteps.length;
}

/**
 * The wizard's own words (public-site §5 "Wizard variant") where its question is one of the
 * form's; every other field keeps the sectioned form's message, which the wizard's list repeats
 * (street, suburb, state, postcode, start date, commence date, completed work, further details,
 * mortgagor, liability limit, and 'Please select an option for …' on each risk).
 */
export const wizardMessages: Readonly<Record<string, Pick<ProposalFieldDef, 'required' | 'invalid'>>> = {
  'policyHolder.contactPhone': {
    required: 'Contact Phone Number is required.',
    invalid: 'Contact Phone Number must be 10 digits.',
  },
  'policyHolder.emailAddress': {
    required: 'Email Address is required.',
    invalid: 'Email Address must be a valid email.',
  },
};

/** A field's definition with the wizard's messages. */
export function withWizardMessages(def: ProposalFieldDef): ProposalFieldDef {
  const own = wizardMessages[def.path];
  return own ? { ...def, ...own } : def;
}
