import type {
  AddressPayload,
  ClaimRiskPayload,
  HolderPayload,
  ProjectPayload,
  PropertyHolderRiskPayload,
  PropertyRiskPayload,
} from '../proposal/payload';
import type { ProposalFormValues } from '../proposal/schema';
import { toQuoteRequest } from './quoteRequest';

/** Bodies of the back-office section saves (back-office §7). */
export type HolderUpdate = Omit<HolderPayload, 'name'> & { full_name: string | null };
export interface InsuredUpdate extends HolderUpdate {
  /** The additional holder, or an empty object when there is none. */
  add_holder: HolderUpdate | Record<string, never>;
}
export type AddressUpdate = Omit<AddressPayload, 'country'>;
export interface CoverUpdate {
  valuation: string | null;
  cover: string | null;
  /** Absent: the stored construction type stays (the spec's cover save sends only valuation and cover). */
  construction_type?: string | null;
  construction_type_other?: string | null;
}
export type ProjectUpdate = ProjectPayload;
export type ClaimRiskUpdate = ClaimRiskPayload;
export type PropertyHolderRiskUpdate = PropertyHolderRiskPayload;
export type PropertyRiskUpdate = PropertyRiskPayload;

export type SectionUpdateKind =
  | 'insured'
  | 'address'
  | 'cover'
  | 'project'
  | 'claimRisk'
  | 'holderRisk'
  | 'propertyRisk';

export interface SectionUpdateBodies {
  insured: InsuredUpdate;
  address: AddressUpdate;
  cover: CoverUpdate;
  project: ProjectUpdate;
  claimRisk: ClaimRiskUpdate;
  holderRisk: PropertyHolderRiskUpdate;
  propertyRisk: PropertyRiskUpdate;
}

function holderUpdate(holder: HolderPayload): HolderUpdate {
  const { name, ...rest } = holder;
  return { full_name: name, ...rest };
}

/** The body of one section save, from the editor's values. */
export function toSectionUpdate<K extends SectionUpdateKind>(
  kind: K,
  values: ProposalFormValues,
): SectionUpdateBodies[K] {
  // The editor has no uid; section saves never carry meta.
  const payload = toQuoteRequest(values, 'editor');
  const { address, ...project } = payload.property;
  const cover = payload.covers[0];
  const bodies: SectionUpdateBodies = {
    insured: {
      ...holderUpdate(payload.insured),
      add_holder: payload.insured.add_holder ? holderUpdate(payload.insured.add_holder) : {},
    },
    address: { street: address.street, suburb: address.suburb, state: address.state, postcode: address.postcode },
    cover: {
      valuation: project.valuation,
      cover: cover?.cover ?? null,
      construction_type: cover?.construction_type ?? null,
      construction_type_other: cover?.construction_type_other ?? null,
    },
    project,
    claimRisk: payload.claim_risk,
    holderRisk: payload.property_holder_risk,
    propertyRisk: payload.property_risk,
  };
  return bodies[kind];
}
