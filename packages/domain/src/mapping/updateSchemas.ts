import { z } from 'zod';
import { crossAnswerRules, withAnswerFormat } from '../proposal/answerFormats';
import {
  additionalHolderPayloadSchema,
  addressPayloadSchema,
  claimRiskPayloadSchema,
  emptyObject,
  holderPayloadSchema,
  projectPayloadSchema,
  propertyHolderRiskPayloadSchema,
  propertyRiskPayloadSchema,
} from '../proposal/payload';

/*
 * Shapes of the back-office section saves (back-office §7) for the server's routes. The rules
 * run in `validateSectionUpdate`, which needs the stored quote (a Victorian answer is only asked
 * when the stored address is in VIC).
 */
const holderUpdate = <S extends typeof holderPayloadSchema | typeof additionalHolderPayloadSchema>(holder: S) =>
  holder.omit({ name: true }).extend({ full_name: z.string().nullable().default(null) });

export const insuredUpdateSchema = holderUpdate(holderPayloadSchema).extend({
  add_holder: z
    .union([emptyObject, holderUpdate(additionalHolderPayloadSchema)])
    .nullable()
    .default({}),
});
export const addressUpdateSchema = addressPayloadSchema.omit({ country: true });
/** back-office §7 sends `valuation, cover`; a construction type left out keeps the stored one. */
export const coverUpdateSchema = z.object({
  valuation: withAnswerFormat('property.valuation', z.string().nullable().default(null)),
  cover: withAnswerFormat('covers.0.cover', z.string().nullable().default(null)),
  construction_type: withAnswerFormat('covers.0.construction_type', z.string().nullable().optional()),
  construction_type_other: withAnswerFormat('covers.0.construction_type_other', z.string().nullable().optional()),
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
