import { z } from 'zod';
import { answerFormat, crossAnswerRules } from '../proposal/answerFormats';
import {
  addressPayloadSchema,
  claimRiskPayloadSchema,
  holderPayloadSchema,
  projectPayloadSchema,
  propertyHolderRiskPayloadSchema,
  propertyRiskPayloadSchema,
} from '../proposal/payload';
import { pathSegments } from '../proposal/schema';
import type { QuoteRecord } from './editor';
import { validateSectionUpdate } from './sectionCheck';
import type { SectionUpdateKind } from './sectionUpdates';

/*
 * Shapes of the back-office section saves (back-office §7) for the server's routes. The rules
 * run in `validateSectionUpdate`, which needs the stored quote (a Victorian answer is only asked
 * when the stored address is in VIC).
 */
const holderUpdateSchema = holderPayloadSchema.omit({ name: true }).extend({ full_name: z.string().nullable().default(null) });

export const insuredUpdateSchema = holderUpdateSchema.extend({
  add_holder: z.union([z.object({}).strict(), holderUpdateSchema]).nullable().default({}),
});
export const addressUpdateSchema = addressPayloadSchema.omit({ country: true });
/** back-office §7 sends `valuation, cover`; a construction type left out keeps the stored one. */
export const coverUpdateSchema = z.object({
  valuation: z.string().nullable().default(null).meta(answerFormat('property.valuation') ?? {}),
  cover: z.string().nullable().default(null).meta(answerFormat('covers.0.cover') ?? {}),
  construction_type: z.string().nullable().optional().meta(answerFormat('covers.0.construction_type') ?? {}),
  construction_type_other: z.string().nullable().optional().meta(answerFormat('covers.0.construction_type_other') ?? {}),
});
export const projectUpdateSchema = projectPayloadSchema;
export const claimRiskUpdateSchema = claimRiskPayloadSchema;
export const holderRiskUpdateSchema = propertyHolderRiskPayloadSchema;
export const propertyRiskUpdateSchema = propertyRiskPayloadSchema;

/** Each body as the OpenAPI document states it: its answers' formats and the rules across them. */
export const sectionUpdateSchemas = {
  insured: insuredUpdateSchema.describe(crossAnswerRules),
  address: addressUpdateSchema.describe(crossAnswerRules),
  cover: coverUpdateSchema.describe(crossAnswerRules),
  project: projectUpdateSchema.describe(crossAnswerRules),
  claimRisk: claimRiskUpdateSchema.describe(crossAnswerRules),
  holderRisk: holderRiskUpdateSchema.describe(crossAnswerRules),
  propertyRisk: propertyRiskUpdateSchema.describe(crossAnswerRules),
} as const;

/**
 * The full check of a section save for a route: the body's shape, then the editor's rules for
 * that save against the stored quote, with issues at body paths ("contact_no", "claims.1.cost").
 */
export function createSectionUpdateSchema(kind: SectionUpdateKind, stored: QuoteRecord, options: { today?: string } = {}): z.ZodType {
  const shape: z.ZodType = sectionUpdateSchemas[kind];
  return shape.superRefine((body, ctx) => {
    for (const issue of validateSectionUpdate(kind, body, stored, options)) {
      ctx.addIssue({ code: 'custom', path: pathSegments(issue.path), message: issue.message });
    }
  });
}
