import {
  backOfficeMessages,
  sectionRecordMissingMessages,
  validateSectionUpdate,
  type SectionUpdateKind,
} from '@buildcover/domain';
import { api } from '@buildcover/domain/api';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audit } from '../../audit';
import { requireAdmin } from '../../auth/guards';
import { inTransaction } from '../../db/transaction';
import { badRequest, notFound, type FieldError } from '../../http/errors';
import { route } from '../../http/route';
import { createRepositories, type Repositories } from '../../repositories';
import { addressRecord, quoteDetail, storedRecord } from './present';

/** Plan and report answers of the property risk section: stored file keys. */
const propertyRiskFileFields = [
  'piling_plans',
  'water_flood_plans',
  'heritage_plans',
  'heritage_report',
  'heritage_eng_plans',
  'experimental_plans',
  'bales_plans',
  'stories_plans',
  'stories_eng_plans',
  'stories_report',
] as const;

interface Located {
  quoteId: number;
  before: unknown;
}

/**
 * One section save (back-office §7): find the record (404 with the spec's message), check the
 * body with the domain's rules against the stored quote, write, and audit, in one transaction.
 */
function saveSection<T>(
  request: FastifyRequest,
  kind: SectionUpdateKind,
  entityId: number,
  locate: (repos: Repositories) => Promise<Located | undefined>,
  write: (repos: Repositories, quoteId: number) => Promise<T>,
  extraCheck?: (repos: Repositories) => Promise<FieldError[]>,
): Promise<T> {
  return inTransaction(request.server.db, async (tx) => {
    const repos = createRepositories(tx);
    const found = await locate(repos);
    const aggregate = found ? await repos.quotes.loadAggregate(found.quoteId) : null;
    if (!found || !aggregate) throw notFound(sectionRecordMissingMessages[kind]);
    const issues: FieldError[] = [
      ...validateSectionUpdate(kind, request.body, quoteDetail(aggregate)),
      ...((await extraCheck?.(repos)) ?? []),
    ];
    if (issues.length > 0) throw badRequest(issues[0]!.message, issues);
    const after = await write(repos, found.quoteId);
    await audit(tx, request, {
      action: `update_${kind}`,
      entity: 'quote',
      entityId: found.quoteId,
      before: found.before,
      after: { record_id: entityId, ...(after as object) },
    });
    return after;
  });
}

const ok = <T>(data: T) => ({ success: true as const, message: backOfficeMessages.sectionSaved, data });

/** The back-office section saves of a quote (addresses, cover, project, claims, risks). */
const quoteSectionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...route(api.quoteSections.address),
    preHandler: requireAdmin,
    handler: async (request) => {
      const { propertyId, addressId } = request.params;
      const data = await saveSection(
        request,
        'address',
        addressId,
        async (repos) => {
          const property = await repos.quoteSections.findProperty(propertyId);
          if (!property || property.address_id !== addressId) return undefined;
          const address = await repos.quoteSections.findAddress(addressId);
          return address ? { quoteId: property.quote_id, before: address } : undefined;
        },
        (repos) => repos.quoteSections.updateAddress(addressId, request.body),
      );
      return ok(addressRecord(data));
    },
  });

  app.route({
    ...route(api.quoteSections.cover),
    preHandler: requireAdmin,
    handler: async (request) => {
      const { id } = request.params;
      const data = await saveSection(
        request,
        'cover',
        id,
        async (repos) => {
          const cover = await repos.quoteSections.findCover(id);
          return cover ? { quoteId: cover.quote_id, before: cover } : undefined;
        },
        async (repos) => {
          const cover = (await repos.quoteSections.findCover(id))!;
          return { ...(await repos.quoteSections.updateCover(cover, request.body)), valuation: request.body.valuation };
        },
      );
      return ok(storedRecord(data));
    },
  });

  app.route({
    ...route(api.quoteSections.project),
    preHandler: requireAdmin,
    handler: async (request) => {
      const { id } = request.params;
      const data = await saveSection(
        request,
        'project',
        id,
        async (repos) => {
          const property = await repos.quoteSections.findProperty(id);
          return property ? { quoteId: property.quote_id, before: property } : undefined;
        },
        (repos) => repos.quoteSections.updateProject(id, request.body),
      );
      return ok(storedRecord(data));
    },
  });

  app.route({
    ...route(api.quoteSections.claimRisk),
    preHandler: requireAdmin,
    handler: async (request) => {
      const { id } = request.params;
      const { claims, ...answers } = request.body;
      const data = await saveSection(
        request,
        'claimRisk',
        id,
        async (repos) => {
          const claimRisk = await repos.quoteSections.findClaimRisk(id);
          return claimRisk
            ? {
                quoteId: claimRisk.quote_id,
                before: { ...claimRisk, claims: await repos.quoteSections.findClaims(id) },
              }
            : undefined;
        },
        async (repos) => {
          const result = await repos.quoteSections.updateClaimRisk(id, answers, claims);
          return { ...result.claimRisk, claims: result.claims };
        },
      );
      return ok({ ...storedRecord(data), claims: data.claims.map(storedRecord) });
    },
  });

  app.route({
    ...route(api.quoteSections.holderRisk),
    preHandler: requireAdmin,
    handler: async (request) => {
      const { id } = request.params;
      const data = await saveSection(
        request,
        'holderRisk',
        id,
        async (repos) => {
          const risk = await repos.quoteSections.findHolderRisk(id);
          return risk ? { quoteId: risk.quote_id, before: risk } : undefined;
        },
        (repos) => repos.quoteSections.updateHolderRisk(id, request.body),
      );
      return ok(storedRecord(data));
    },
  });

  app.route({
    ...route(api.quoteSections.propertyRisk),
    preHandler: requireAdmin,
    handler: async (request) => {
      const { id } = request.params;
      const fileKeys = propertyRiskFileFields
        .map((field) => ({ field, key: request.body[field] }))
        .filter((f): f is { field: (typeof propertyRiskFileFields)[number]; key: string } => !!f.key);
      const data = await saveSection(
        request,
        'propertyRisk',
        id,
        async (repos) => {
          const risk = await repos.quoteSections.findPropertyRisk(id);
          return risk ? { quoteId: risk.quote_id, before: risk } : undefined;
        },
        async (repos, quoteId) => {
          // Plans uploaded from the editor become the quote's files under their answer's name.
          for (const { field, key } of fileKeys) {
            const file = (await repos.files.findByKey(key))!;
            if (file.quote_id === null) await repos.files.attach(file.id, { quote_id: quoteId, field });
          }
          return repos.quoteSections.updatePropertyRisk(id, request.body);
        },
        async (repos) => {
          const problems: FieldError[] = [];
          for (const { field, key } of fileKeys) {
            if (!(await repos.files.findByKey(key)))
              problems.push({ path: field, message: 'This file was not found. Please upload it again.' });
          }
          return problems;
        },
      );
      return ok(storedRecord(data));
    },
  });
};

export default quoteSectionRoutes;
