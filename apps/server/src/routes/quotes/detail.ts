import { computePremiumBreakdown, quoteInfoMessages } from '@buildcover/domain';
import { api, type PremiumAmounts } from '@buildcover/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audit } from '../../audit';
import { requireAdmin, requireStaff } from '../../auth/guards';
import { inTransaction } from '../../db/transaction';
import { badRequest, conflict, notFound } from '../../http/errors';
import { route } from '../../http/route';
import { createRepositories, type Repositories } from '../../repositories';
import type { InsurerRow, PolicyRow, QuoteAggregate } from '../../repositories/quoteAggregate';
import { insurerSummary, policySummary, premiumOf, quoteDetail } from './present';
import { premiumColumns, ratesFor, storedPremiumInputs } from './pricing';
import { QUOTE_NOT_FOUND } from './schemas';

export const PREMIUM_NEEDS_INSURER = 'To update premium details please first update the insurer from Basic Policy tab!';
/** Quote statuses under which a sent pay link stays open. */
const stillPayable: ReadonlySet<string> = new Set(['paydue', 'paid']);

async function loadOr404(repos: Repositories, id: number): Promise<QuoteAggregate> {
  const aggregate = await repos.quotes.loadAggregate(id);
  if (!aggregate) throw notFound(QUOTE_NOT_FOUND);
  return aggregate;
}

/** The premium for these inputs with this insurer's commissions and the risk's state (domain rating). */
function breakdownFor(
  inputs: PremiumAmounts | ReturnType<typeof storedPremiumInputs>,
  insurer: InsurerRow,
  state: string | null,
) {
  return computePremiumBreakdown({
    ...inputs,
    commission_percent: insurer.commission,
    associate_commission_percent: insurer.associate_commission,
    state: state ?? '',
    rates: ratesFor(insurer),
  });
}

/** The quote's policy, created (draft, quote's dates) when it has none yet. */
async function ensurePolicy(repos: Repositories, aggregate: QuoteAggregate): Promise<PolicyRow> {
  if (aggregate.policy) return aggregate.policy;
  return repos.policies.create(aggregate.quote.id, {
    insurer_id: aggregate.insurer?.id ?? null,
    status: 'draft',
    inception_date: aggregate.quote.inception_date,
    expiry_date: aggregate.quote.end_date,
  });
}

/** GET /api/v1/quotes/{id} and the Basic Details / insurer / premium saves of the editor. */
const quoteDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...route(api.quotes.get),
    preHandler: requireStaff,
    handler: async (request) => ({
      success: true as const,
      data: quoteDetail(await loadOr404(app.repos, request.params.id)),
    }),
  });

  app.route({
    ...route(api.quotes.updateInfo),
    preHandler: requireAdmin,
    handler: async (request) => {
      const { status, wb_code, policy_number, referred_reason } = request.body;
      const data = await inTransaction(app.db, async (tx) => {
        const repos = createRepositories(tx);
        const before = await loadOr404(repos, request.params.id);
        const meta = { ...before.quote.meta };
        if (referred_reason !== undefined) meta.referred_reason = referred_reason ?? undefined;
        await repos.quotes.updateInfo(before.quote.id, { status, meta });
        // A quote staff move back (referred, declined, ...) after its pay link went out is no longer payable:
        // the pay screen reads the policy's status (packages/domain/src/payment/eligibility.ts).
        if (status && !stillPayable.has(status) && before.policy?.status === 'due_payment')
          await repos.policies.setStatus(before.policy.id, 'draft');
        if (wb_code !== undefined) await repos.insured.setWbCode(before.insured.id, wb_code || null);
        if (policy_number !== undefined) {
          const policy = await ensurePolicy(repos, before);
          if (policy_number && (await repos.policies.numTaken(policy_number, policy.id))) {
            throw conflict(quoteInfoMessages.policyNumberTaken, [
              { path: 'policy_number', message: quoteInfoMessages.policyNumberTaken },
            ]);
          }
          await repos.policies.update(policy.id, { num: policy_number || null });
        }
        const after = (await repos.quotes.loadAggregate(before.quote.id))!;
        await audit(tx, request, {
          action: 'update_info',
          entity: 'quote',
          entityId: before.quote.id,
          before: {
            status: before.quote.status,
            referred_reason: before.quote.meta.referred_reason ?? null,
            wb_code: before.insured.wb_code,
            policy_number: before.policy?.num ?? null,
            policy_status: before.policy?.status ?? null,
          },
          after: {
            status: after.quote.status,
            referred_reason: after.quote.meta.referred_reason ?? null,
            wb_code: after.insured.wb_code,
            policy_number: after.policy?.num ?? null,
            policy_status: after.policy?.status ?? null,
          },
        });
        return quoteDetail(after);
      });
      return { success: true as const, message: quoteInfoMessages.saved, data };
    },
  });

  app.route({
    ...route(api.quotes.setInsurer),
    preHandler: requireAdmin,
    handler: async (request) => {
      const data = await inTransaction(app.db, async (tx) => {
        const repos = createRepositories(tx);
        const before = await loadOr404(repos, request.params.id);
        const insurer = await repos.quotes.findLiveInsurer(request.body.insurer_id);
        if (!insurer) throw badRequest('Insurer not found', [{ path: 'insurer_id', message: 'Insurer not found' }]);
        await repos.quotes.setInsurer(before.quote.id, insurer.id);
        let policy = await ensurePolicy(repos, before);
        // The commission lines depend on the insurer: re-price a premium that was already set.
        const premium = premiumOf(policy)
          ? premiumColumns(breakdownFor(storedPremiumInputs(policy), insurer, before.address?.state ?? null))
          : {};
        policy = (await repos.policies.update(policy.id, { insurer_id: insurer.id, ...premium }))!;
        if (premiumOf(policy)) await repos.quotes.setPremiumAmount(before.quote.id, policy.total_amount);
        await audit(tx, request, {
          action: 'set_insurer',
          entity: 'quote',
          entityId: before.quote.id,
          before: { insurer_id: before.insurer?.id ?? null, policy: before.policy ? premiumOf(before.policy) : null },
          after: { insurer_id: insurer.id, policy_id: policy.id, policy: premiumOf(policy) },
        });
        return { insurer: insurerSummary(insurer), policy: policySummary(policy) };
      });
      return { success: true as const, message: 'Insurer updated successfully!', data };
    },
  });

  app.route({
    ...route(api.quotes.savePremium),
    preHandler: requireAdmin,
    handler: async (request) => {
      const data = await inTransaction(app.db, async (tx) => {
        const repos = createRepositories(tx);
        const before = await loadOr404(repos, request.params.id);
        if (!before.insurer) throw badRequest(PREMIUM_NEEDS_INSURER);
        const breakdown = breakdownFor(request.body, before.insurer, before.address?.state ?? null);
        const existing = await ensurePolicy(repos, before);
        const policy = (await repos.policies.update(existing.id, premiumColumns(breakdown)))!;
        await repos.quotes.setPremiumAmount(before.quote.id, breakdown.total_amount);
        await audit(tx, request, {
          action: 'set_premium',
          entity: 'policy',
          entityId: policy.id,
          before: premiumOf(existing),
          after: breakdown,
        });
        return { policy: { ...policySummary(policy), premium: breakdown } };
      });
      return { success: true as const, message: 'Premium updated successfully!', data };
    },
  });
};

export default quoteDetailRoutes;
