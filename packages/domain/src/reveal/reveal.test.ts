import { describe, expect, it } from 'vitest';
import { proposalField, proposalFields } from '../proposal/fields';
import { createProposalSchema, type ProposalFormValues } from '../proposal/schema';
import { validateProposal, visibleFieldPaths } from '../proposal/validate';
import { emptyClaimEntry } from '../proposal/blank';
import { cleanProposal, TODAY } from '../testing/proposals';
import { getPath, setPath } from '../util/path';
import { revealRules, type RevealRule } from './rules';
import { controllingRule, isFieldVisible, visibilityInputs, visibleNotes } from './visibility';

/** Sets the answers that reveal `path`, up the chain of rules. */
function reveal(values: ProposalFormValues, path: string): void {
  const rule = controllingRule(path);
  if (!rule) return;
  reveal(values, rule.field);
  setPath(values as unknown as Record<string, unknown>, rule.field, rule.equals[0]);
}

/** A value of the controlling field that does not reveal. */
function hidingValue(rule: RevealRule): string {
  if (rule.equals[0] === 'yes') return 'no';
  if (rule.equals[0] === 'no') return 'yes';
  if (rule.field === 'state') return 'NSW';
  return proposalField(rule.field)?.kind === 'select' && rule.field === 'mortgageName' ? 'Westpac' : 'New home';
}

/** The concrete form paths a rule reveals (groups expanded to their fields). */
function revealedPaths(rule: RevealRule, values: ProposalFormValues): string[] {
  return rule.reveals.flatMap((target) => {
    if (target === 'claims')
      return values.claims.flatMap((_, i) =>
        ['insurer', 'claimDate', 'claimedFor', 'cost', 'address'].map((k) => `claims.${i}.${k}`),
      );
    const group = proposalFields.filter((f) => f.path.startsWith(`${target}.`) && !f.path.includes('*'));
    return group.length > 0 ? group.map((f) => f.path) : [target];
  });
}

describe('reveal rules', () => {
  it.each(revealRules.map((rule) => [rule.id, rule] as const))(
    '%s: shown and required only when revealed',
    (_, rule) => {
      const shown = cleanProposal({ claims: [emptyClaimEntry(), emptyClaimEntry()] });
      reveal(shown, rule.reveals[0] as string);
      for (const path of revealedPaths(rule, shown)) setPath(shown as unknown as Record<string, unknown>, path, '');
      const shownIssues = validateProposal(shown, { today: TODAY });
      const visible = visibleFieldPaths(shown);
      for (const path of revealedPaths(rule, shown)) {
        const def = proposalField(path);
        expect(isFieldVisible(shown, path)).toBe(true);
        expect(visible).toContain(path);
        if (def && !def.optional) expect(shownIssues.find((i) => i.path === path)?.message).toBe(def.required);
      }

      const hidden = structuredClone(shown);
      setPath(hidden as unknown as Record<string, unknown>, rule.field, hidingValue(rule));
      const hiddenIssues = validateProposal(hidden, { today: TODAY });
      for (const path of revealedPaths(rule, hidden)) {
        expect(isFieldVisible(hidden, path)).toBe(false);
        expect(visibleFieldPaths(hidden)).not.toContain(path);
        expect(hiddenIssues.find((i) => i.path === path)).toBeUndefined();
      }
    },
  );

  it('hidden answers are emptied from the schema output', () => {
    const values = cleanProposal({
      mortgage: 'no',
      mortgageName: 'Westpac',
      constructionWork: 'no',
      workComments: 'typed earlier',
    });
    const result = createProposalSchema({ today: TODAY }).parse(values);
    expect(result.mortgageName).toBe('');
    expect(result.workComments).toBe('');
    expect(result.builderProjectStartDate).toBe('2026-12-01');
  });

  it('a chain hides everything below a hidden controller', () => {
    const values = cleanProposal({ state: 'NSW', victorianProtection: 'yes' });
    expect(isFieldVisible(values, 'adjoiningProperty')).toBe(false);
    values.state = 'VIC';
    expect(isFieldVisible(values, 'adjoiningProperty')).toBe(true);
  });

  it('names the answers that decide a field, up the chain, and none for a field always shown', () => {
    expect(visibilityInputs('adjoiningProperty')).toEqual(['victorianProtection', 'state']);
    expect(visibilityInputs('additionalHolder.firstName')).toEqual(['addPolicyHolder']);
    expect(visibilityInputs('state')).toEqual([]);
  });

  it('the Victorian questions appear only for VIC', () => {
    expect(visibleFieldPaths(cleanProposal({ state: 'QLD' }))).not.toContain('victorianProtection');
    expect(visibleFieldPaths(cleanProposal({ state: 'VIC' }))).toContain('victorianProtection');
  });

  it('information notes show on house raising, swimming pool only and asbestos', () => {
    expect(visibleNotes(cleanProposal())).toEqual([]);
    const ids = visibleNotes(cleanProposal({ houseRaising: 'yes', swimmingPoolContracts: 'yes', asbestos: 'yes' })).map(
      (n) => n.id,
    );
    expect(ids).toEqual(['house-raising', 'swimming-pool-only', 'asbestos']);
  });

  it('getPath reads what setPath writes', () => {
    const target: Record<string, unknown> = {};
    setPath(target, 'covers.0.cover', '5000000');
    expect(target).toEqual({ covers: [{ cover: '5000000' }] });
    expect(getPath(target, 'covers.0.cover')).toBe('5000000');
  });
});
