import { policyDocumentKeys } from '@buildcover/domain';
import { api } from '@buildcover/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audit } from '../../audit';
import { requireAdmin } from '../../auth/guards';
import { inTransaction } from '../../db/transaction';
import { badRequest, notFound, type FieldError } from '../../http/errors';
import { route } from '../../http/route';
import { createRepositories } from '../../repositories';
import { policySummary } from './present';

/** PATCH /api/v1/quotes/policy/{policyId}/documents: the Documents tab's uploads (stored file keys). */
const policyDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...route(api.quotes.updatePolicyDocuments),
    preHandler: requireAdmin,
    handler: async (request) => {
      const given = policyDocumentKeys
        .filter(({ key }) => request.body[key])
        .map(({ key }) => ({ field: key, key: request.body[key]! }));
      if (given.length === 0)
        throw badRequest('Please upload at least one document', [
          { path: 'uploaded_schedule', message: 'Please upload at least one document' },
        ]);
      const policy = await inTransaction(app.db, async (tx) => {
        const repos = createRepositories(tx);
        const before = await repos.policies.findById(request.params.policyId);
        if (!before) throw notFound('Policy not found');
        const problems: FieldError[] = [];
        const found = [];
        for (const doc of given) {
          const file = await repos.files.findByKey(doc.key);
          if (!file) problems.push({ path: doc.field, message: 'This file was not found. Please upload it again.' });
          else found.push({ ...doc, file });
        }
        if (problems.length > 0) throw badRequest(problems[0]!.message, problems);
        for (const { field, file } of found) await repos.files.attach(file.id, { policy_id: before.id, field });
        const after = (await repos.policies.update(
          before.id,
          Object.fromEntries(found.map(({ field, key }) => [field, key])),
        ))!;
        await audit(tx, request, {
          action: 'update_documents',
          entity: 'policy',
          entityId: before.id,
          before: {
            uploaded_schedule: before.uploaded_schedule,
            uploaded_coc: before.uploaded_coc,
            uploaded_closing: before.uploaded_closing,
          },
          after: {
            uploaded_schedule: after.uploaded_schedule,
            uploaded_coc: after.uploaded_coc,
            uploaded_closing: after.uploaded_closing,
          },
        });
        return after;
      });
      return {
        success: true as const,
        message: 'All documents uploaded successfully!',
        data: { policy: policySummary(policy) },
      };
    },
  });
};

export default policyDocumentRoutes;
