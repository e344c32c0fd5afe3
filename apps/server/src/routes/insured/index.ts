import {
  backOfficeMessages,
  sectionRecordMissingMessages,
  validateSectionUpdate,
  type HolderUpdate,
} from '@buildcover/domain';
import { api, type InsuredListQuery } from '@buildcover/domain/api';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audit } from '../../audit';
import { requireAdmin, requireStaff } from '../../auth/guards';
import { inTransaction } from '../../db/transaction';
import { badRequest, notFound } from '../../http/errors';
import { route } from '../../http/route';
import { searchBody } from '../../http/schemas';
import { createRepositories } from '../../repositories';
import { cachedListAnswer } from '../../cache/cachedList';
import type { HolderWrite } from '../../repositories/insured';
import { insuredRecord } from '../quotes/present';
const NO_INSURED = 'No insured found';
/** Every table an insured list row or search reads (quotes: search by quote ref). */
const insuredList = { name: 'insured', tables: ['insureds', 'quotes'] } as const;

const holderWrite = (h: HolderUpdate): HolderWrite => ({
  full_name: h.full_name?.trim() || [h.first_name, h.last_name].filter(Boolean).join(' '),
  initial: h.initial,
  first_name: h.first_name,
  last_name: h.last_name,
  contact_no: h.contact_no,
  wb_code: h.wb_code,
  email: h.email,
  abn: h.abn,
});

/** Insureds (policy holders): list, search, details, update with the additional holder. */
const insuredRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = (reply: FastifyReply, query: InsuredListQuery) =>
    cachedListAnswer(reply, app.readCache, insuredList, app.repos.insured, query, ({ results, count }) =>
      searchBody(
        results.map((r) => insuredRecord(r.insured, r.addHolder)),
        count,
      ),
    );

  app.route({
    ...route(api.insured.list),
    preHandler: requireStaff,
    handler: (request, reply) => answer(reply, request.query),
  });

  app.route({
    ...route(api.insured.search),
    preHandler: requireStaff,
    handler: (request, reply) => answer(reply, request.query),
  });

  app.route({
    ...route(api.insured.get),
    preHandler: requireStaff,
    handler: async (request) => {
      const found = await app.repos.insured.findWithHolder(request.params.id);
      if (!found) throw notFound(NO_INSURED);
      return { success: true as const, data: insuredRecord(found.insured, found.addHolder) };
    },
  });

  app.route({
    ...route(api.insured.update),
    preHandler: requireAdmin,
    handler: async (request) => {
      const issues = validateSectionUpdate('insured', request.body, null);
      if (issues.length > 0) throw badRequest(issues[0]!.message, issues);
      const { add_holder: addHolder, ...main } = request.body;
      const data = await inTransaction(app.db, async (tx) => {
        const repos = createRepositories(tx);
        const before = await repos.insured.findWithHolder(request.params.id);
        if (!before) throw notFound(sectionRecordMissingMessages.insured);
        const updated = (await repos.insured.update(before.insured.id, holderWrite(main)))!;
        const hasHolder = addHolder !== null && Object.keys(addHolder).length > 0;
        const holderRow = await repos.insured.replaceAdditionalHolder(
          before.insured.id,
          hasHolder ? holderWrite(addHolder as HolderUpdate) : null,
        );
        const after = insuredRecord(updated, holderRow);
        await audit(tx, request, {
          action: 'update',
          entity: 'insured',
          entityId: before.insured.id,
          before: insuredRecord(before.insured, before.addHolder),
          after,
        });
        return after;
      });
      return { success: true as const, message: backOfficeMessages.sectionSaved, data };
    },
  });
};

export default insuredRoutes;
