import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { selectOptions } from '../proposal/checks';
import { proposalField, proposalFields } from '../proposal/fields';
import { dropHiddenFields, validateProposal } from '../proposal/validate';
import { emptyClaimEntry } from '../proposal/blank';
import type { ProposalFormValues } from '../proposal/schema';
import { cleanProposal, TODAY } from '../testing/proposals';
import { getPath, setPath } from '../util/path';
import { apiPathOf, fromQuoteRequest, toQuoteRequest } from './quoteRequest';
import { createQuoteRequestSchema } from './requestSchema';

// Random proposals: every yes/no question answered at random, every other field either left as
// in a clean proposal, blanked, or given a value of the wrong form.
const yesNoPaths = proposalFields.filter((f) => f.kind === 'yesno').map((f) => f.path);
const otherPaths = proposalFields
  .filter((f) => f.kind !== 'yesno' && f.kind !== 'declaration' && !f.path.includes('*') && f.api)
  .map((f) => f.path);
const claimEntry = fc.record({
  insurer: fc.constantFrom('', 'NRMA'),
  claimDate: fc.constantFrom('', '2025-01-01', '2030-01-01'),
  claimedFor: fc.constantFrom('', 'Storm'),
  cost: fc.constantFrom('', '100', 'abc'),
  address: fc.constantFrom('', '1 Road'),
});
const proposal = fc
  .record({
    answers: fc.tuple(...yesNoPaths.map(() => fc.constantFrom<'yes' | 'no' | ''>('yes', 'no', 'no', ''))),
    others: fc.tuple(...otherPaths.map(() => fc.constantFrom('keep', 'keep', 'blank', 'wrong'))),
    claims: fc.array(claimEntry, { minLength: 0, maxLength: 4 }),
    state: fc.constantFrom('NSW', 'VIC', 'QLD'),
  })
  .map(({ answers, others, claims, state }) => {
    const values = cleanProposal({ state, claims });
    const target = values as unknown as Record<string, unknown>;
    yesNoPaths.forEach((path, i) => setPath(target, path, answers[i]));
    otherPaths.forEach((path, i) => {
      if (others[i] === 'blank') setPath(target, path, '');
      if (others[i] === 'wrong') setPath(target, path, 'x'.repeat(60));
    });
    return values as ProposalFormValues;
  });

/** Answers every problem with a valid value of its kind, so the random proposal can be sent. */
function fillValid(input: ProposalFormValues): ProposalFormValues {
  const values = structuredClone(input);
  const target = values as unknown as Record<string, unknown>;
  for (let round = 0; round < 6; round += 1) {
    const issues = validateProposal(values, { today: TODAY });
    if (issues.length === 0) break;
    for (const { path } of issues) {
      if (path === 'claims') {
        values.claims.push(emptyClaimEntry(), emptyClaimEntry());
        continue;
      }
      const def = proposalField(path);
      if (!def) continue;
      const valid: Record<string, unknown> = {
        text: 'Text',
        longText: 'Some details',
        select: def.options ? selectOptions[def.options][0] : 'x',
        yesno: 'no',
        phone: '0412345678',
        email: 'a@example.com',
        confirmEmail: getPath(values, def.confirms ?? ''),
        postcode: '2000',
        abn: '51824753556',
        money: '1000',
        pastDate: '2025-01-01',
        startDate: TODAY,
        file: 'uploads/key',
        declaration: true,
      };
      setPath(target, path, valid[def.kind]);
    }
  }
  return values;
}

// 300 random proposals a test is CPU-bound work of a few seconds alone, several times that on a
// loaded 2-core machine (timed out at 20 s at load 11-21): the limit is for a hang, not for speed.
describe('browser and server agree', { timeout: 90_000 }, () => {
  const schema = createQuoteRequestSchema({ today: TODAY });

  it("the server finds exactly the form's problems (form-only questions aside), at payload paths", () => {
    fc.assert(
      fc.property(proposal, (values) => {
        // addPolicyHolder is form-only: the payload says "no additional holder" with null.
        const formIssues = validateProposal(values, { today: TODAY, mode: 'api' })
          .map((i) => [apiPathOf(i.path), i.message])
          .filter(([path]) => path !== null);
        const serverIssues = (schema.safeParse(toQuoteRequest(values, 'q')).error?.issues ?? []).map((i) => [
          i.path.join('.'),
          i.message,
        ]);
        // The same problems, each once; the server lists the answers' formats (checked by the shape) before the rules across answers.
        const inOneOrder = (issues: (string | null | undefined)[][]) => issues.map((issue) => issue.join(' → ')).sort();
        expect(inOneOrder(serverIssues)).toEqual(inOneOrder(formIssues));
      }),
      { numRuns: 300 },
    );
  });

  it('what is sent reads back as the form held it, hidden answers emptied', () => {
    fc.assert(
      fc.property(proposal.map(fillValid), (values) => {
        expect(validateProposal(values, { today: TODAY })).toEqual([]);
        expect(schema.safeParse(toQuoteRequest(values, 'q')).success).toBe(true);
        const back = fromQuoteRequest(toQuoteRequest(values, 'q'), { padClaims: false });
        const expected = dropHiddenFields(values);
        expect(back.policyHolder).toEqual(expected.policyHolder);
        expect(toQuoteRequest(back, 'q')).toEqual(toQuoteRequest(values, 'q'));
      }),
      { numRuns: 300 },
    );
  });
});
