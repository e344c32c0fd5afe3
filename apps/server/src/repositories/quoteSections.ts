import { asc, eq, inArray } from 'drizzle-orm';
import type {
  AddressUpdate,
  ClaimPayload,
  CoverUpdate,
  ProjectUpdate,
  PropertyHolderRiskUpdate,
  PropertyRiskUpdate,
} from '@buildcover/domain';
import type { Database } from '../db/database';
import {
  addresses,
  claimRisks,
  claims,
  covers,
  properties,
  propertyHolderRisks,
  propertyRisks,
  quotes,
} from '../db/schema';
import type {
  ClaimRiskRow,
  ClaimRow,
  CoverRow,
  PropertyHolderRiskRow,
  PropertyRiskRow,
  PropertyRow,
  AddressRow,
} from './quoteAggregate';

const first = <T>(rows: T[]): T | undefined => rows[0];
const now = () => new Date();

/**
 * The records the back office saves section by section (back-office §7). Each finder returns the
 * row (and through it the quote id), or undefined for an unknown id.
 */
export function quoteSectionRepository(db: Database) {
  return {
    findProperty: (id: number): Promise<PropertyRow | undefined> =>
      db.select().from(properties).where(eq(properties.id, id)).then(first),
    findAddress: (id: number): Promise<AddressRow | undefined> =>
      db.select().from(addresses).where(eq(addresses.id, id)).then(first),
    findCover: (id: number): Promise<CoverRow | undefined> =>
      db.select().from(covers).where(eq(covers.id, id)).then(first),
    findClaimRisk: (id: number): Promise<ClaimRiskRow | undefined> =>
      db.select().from(claimRisks).where(eq(claimRisks.id, id)).then(first),
    findClaims: (claimRiskId: number): Promise<ClaimRow[]> =>
      db.select().from(claims).where(eq(claims.claim_risk_id, claimRiskId)).orderBy(asc(claims.id)),
    findHolderRisk: (id: number): Promise<PropertyHolderRiskRow | undefined> =>
      db.select().from(propertyHolderRisks).where(eq(propertyHolderRisks.id, id)).then(first),
    findPropertyRisk: (id: number): Promise<PropertyRiskRow | undefined> =>
      db.select().from(propertyRisks).where(eq(propertyRisks.id, id)).then(first),

    /** The address, and its state copied onto the quote the list sorts by (src/db/schema/quotes.ts). */
    async updateAddress(id: number, values: AddressUpdate): Promise<AddressRow> {
      const [row] = await db
        .update(addresses)
        .set({ ...values, updated_at: now() })
        .where(eq(addresses.id, id))
        .returning();
      await db
        .update(quotes)
        .set({ state: row!.state })
        .where(
          inArray(
            quotes.id,
            db.select({ id: properties.quote_id }).from(properties).where(eq(properties.address_id, id)),
          ),
        );
      return row!;
    },

    /** The cover row, and the contract value kept on the quote's property. */
    async updateCover(cover: CoverRow, values: CoverUpdate): Promise<CoverRow> {
      const { valuation, ...coverValues } = values;
      const [row] = await db
        .update(covers)
        .set({ ...coverValues, updated_at: now() })
        .where(eq(covers.id, cover.id))
        .returning();
      await db.update(properties).set({ valuation, updated_at: now() }).where(eq(properties.quote_id, cover.quote_id));
      return row!;
    },

    /** The project answers; the contract value belongs to the cover save and is left as stored. */
    async updateProject(id: number, values: ProjectUpdate): Promise<PropertyRow> {
      const { valuation: _coverSaveOwnsIt, ...project } = values;
      const [row] = await db
        .update(properties)
        .set({ ...project, updated_at: now() })
        .where(eq(properties.id, id))
        .returning();
      return row!;
    },

    /** The claim risk answers and its claims list (the list as sent replaces the stored one). */
    async updateClaimRisk(
      id: number,
      values: Omit<ClaimRiskRow, 'id' | 'quote_id' | 'created_at' | 'updated_at'>,
      claimList: ClaimPayload[],
    ) {
      const [row] = await db
        .update(claimRisks)
        .set({ ...values, updated_at: now() })
        .where(eq(claimRisks.id, id))
        .returning();
      await db.delete(claims).where(eq(claims.claim_risk_id, id));
      const saved =
        claimList.length > 0
          ? await db
              .insert(claims)
              .values(claimList.map((c) => ({ ...c, claim_risk_id: id })))
              .returning()
          : [];
      return { claimRisk: row!, claims: saved };
    },

    async updateHolderRisk(id: number, values: PropertyHolderRiskUpdate): Promise<PropertyHolderRiskRow> {
      const [row] = await db
        .update(propertyHolderRisks)
        .set({ ...values, updated_at: now() })
        .where(eq(propertyHolderRisks.id, id))
        .returning();
      return row!;
    },

    async updatePropertyRisk(id: number, values: PropertyRiskUpdate): Promise<PropertyRiskRow> {
      const [row] = await db
        .update(propertyRisks)
        .set({ ...values, updated_at: now() })
        .where(eq(propertyRisks.id, id))
        .returning();
      return row!;
    },
  };
}
export type QuoteSectionRepository = ReturnType<typeof quoteSectionRepository>;
