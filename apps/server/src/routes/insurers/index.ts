import { api } from '@buildcover/domain/api';
import { insurerDocumentKeys, isAcceptedMime, uploadKindFor, uploadTypeRefusal } from '@buildcover/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audit } from '../../audit';
import { requireAdmin, requireStaff } from '../../auth/guards';
import { inTransaction } from '../../db/transaction';
import { badRequest, conflict, notFound } from '../../http/errors';
import { listBody, searchBody } from '../../http/schemas';
import { createRepositories } from '../../repositories';
import { insurerRepository, toInsurerView } from '../../repositories/insurers';
import { route } from '../../http/route';

const uidTaken = () =>
  conflict('An insurer with this UID already exists', [
    { path: 'uid', message: 'An insurer with this UID already exists' },
  ]);
const docLabel = (field: 'pds_doc' | 'fsg_doc') => insurerDocumentKeys.find((d) => d.key === field)?.label ?? field;

const insurerRoutes: FastifyPluginAsyncZod = async (app) => {
  const insurers = insurerRepository(app.db);

  app.route({
    ...route(api.insurers.list),
    preHandler: requireStaff,
    handler: async (request) => {
      const { results, count } = await insurers.list(request.query);
      return listBody(results.map(toInsurerView), count);
    },
  });

  app.route({
    ...route(api.insurers.search),
    preHandler: requireStaff,
    handler: async (request) => {
      const { results, count } = await insurers.list(request.query, request.query.q);
      return searchBody(results.map(toInsurerView), count);
    },
  });

  app.route({
    ...route(api.insurers.get),
    preHandler: requireStaff,
    handler: async (request) => {
      const found = await insurers.findById(request.params.id);
      if (!found) throw notFound('Insurer not found');
      return {
        success: true as const,
        data: { ...toInsurerView(found), holds: await insurers.holds(request.params.id) },
      };
    },
  });

  app.route({
    ...route(api.insurers.create),
    preHandler: requireAdmin,
    handler: async (request) => {
      const view = await inTransaction(app.db, async (tx) => {
        const repo = insurerRepository(tx);
        if (await repo.uidTaken(request.body.uid)) throw uidTaken();
        const row = await repo.create(request.body);
        await audit(tx, request, { action: 'create', entity: 'insurer', entityId: row.id, after: row });
        return toInsurerView({ insurer: row, pds_doc_version: null, fsg_doc_version: null });
      });
      return { success: true as const, message: 'Insurer created successfully!', data: view };
    },
  });

  app.route({
    ...route(api.insurers.update),
    preHandler: requireAdmin,
    handler: async (request) => {
      const { id } = request.params;
      const view = await inTransaction(app.db, async (tx) => {
        const repo = insurerRepository(tx);
        const before = await repo.findById(id);
        if (!before) throw notFound('Insurer not found');
        if (await repo.uidTaken(request.body.uid, id)) throw uidTaken();
        await repo.update(id, request.body);
        const after = (await repo.findById(id))!;
        await audit(tx, request, {
          action: 'update',
          entity: 'insurer',
          entityId: id,
          before: before.insurer,
          after: after.insurer,
        });
        return toInsurerView(after);
      });
      return { success: true as const, message: 'Insurer updated successfully!', data: view };
    },
  });

  app.route({
    ...route(api.insurers.attachDocuments),
    preHandler: requireAdmin,
    handler: async (request) => {
      const { id } = request.params;
      const view = await inTransaction(app.db, async (tx) => {
        const repos = createRepositories(tx);
        const repo = insurerRepository(tx);
        const before = await repo.findById(id);
        if (!before) throw notFound('Insurer not found');
        const changes: { pds_doc?: string; fsg_doc?: string } = {};
        for (const field of ['pds_doc', 'fsg_doc'] as const) {
          const key = request.body[field];
          if (!key) continue;
          const file = await repos.files.findByKey(key);
          const ownedElsewhere =
            file &&
            (file.draft_uid || file.quote_id || file.policy_id || (file.insurer_id !== null && file.insurer_id !== id));
          if (!file || ownedElsewhere)
            throw badRequest(`${docLabel(field)}: file not found. Please upload it again.`, [
              { path: field, message: 'File not found. Please upload it again.' },
            ]);
          const kind = uploadKindFor(field);
          if (!isAcceptedMime(file.mime, kind.types))
            throw badRequest(`${docLabel(field)}: ${uploadTypeRefusal(kind)}`, [
              { path: field, message: uploadTypeRefusal(kind) },
            ]);
          await repos.files.attach(file.id, { insurer_id: id, field, quote_id: null, policy_id: null });
          changes[field] = key;
        }
        // Updating the row first locks it, so two uploads cannot take the same version number.
        await repo.update(id, changes);
        for (const field of ['pds_doc', 'fsg_doc'] as const) {
          const key = changes[field];
          if (key)
            await repo.addDocumentVersion(id, field === 'pds_doc' ? 'pds' : 'fsg', key, request.user?.id ?? null);
        }
        const after = (await repo.findById(id))!;
        await audit(tx, request, {
          action: 'upload',
          entity: 'insurer',
          entityId: id,
          before: {
            pds_doc: before.insurer.pds_doc,
            fsg_doc: before.insurer.fsg_doc,
            pds_doc_version: before.pds_doc_version,
            fsg_doc_version: before.fsg_doc_version,
          },
          after: {
            pds_doc: after.insurer.pds_doc,
            fsg_doc: after.insurer.fsg_doc,
            pds_doc_version: after.pds_doc_version,
            fsg_doc_version: after.fsg_doc_version,
          },
        });
        return toInsurerView(after);
      });
      return { success: true as const, message: 'Insurer updated successfully!', data: view };
    },
  });

  app.route({
    ...route(api.insurers.remove),
    preHandler: requireAdmin,
    handler: async (request) => {
      const { id } = request.params;
      const removedKeys = await inTransaction(app.db, async (tx) => {
        const repo = insurerRepository(tx);
        const before = await repo.findById(id);
        if (!before) throw notFound('Insurer not found');
        const referenced = await repo.isReferenced(id);
        const keys = referenced ? [] : await repo.hardDelete(id);
        if (referenced) await repo.softDelete(id);
        await audit(tx, request, {
          action: referenced ? 'archive' : 'delete',
          entity: 'insurer',
          entityId: id,
          before: before.insurer,
        });
        return keys;
      });
      for (const key of removedKeys)
        await app.storage
          .delete(key)
          .catch((error: unknown) => request.log.warn({ err: error, key }, 'could not delete stored file'));
      return { success: true as const, message: 'Insurer deleted successfully!' };
    },
  });
};

export default insurerRoutes;
