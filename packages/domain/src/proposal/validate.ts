import { todayIso } from '../format/date';
import { controllingRule, isFieldVisible } from '../reveal/visibility';
import { getPath } from '../util/path';
import { checkField } from './checks';
import { claimsMinimumMessage, minimumClaimEntries, proposalFields, type ProposalFieldDef } from './fields';
import type { ProposalSectionId } from './sections';
import { withWizardMessages } from './wizard';

/** Where a proposal is checked: the public form, the back-office editor, or the API payload. */
export type ProposalMode = 'public' | 'editor' | 'api';

export interface ProposalCheckOptions {
  /** Today in Australia/Sydney as yyyy-mm-dd; defaults to the current date there. */
  today?: string;
  mode?: ProposalMode;
  /** Check only these sections (a section's Next button); all when absent. */
  sections?: readonly ProposalSectionId[];
  /** Check only fields this predicate accepts (a section save on the server). */
  only?: (def: ProposalFieldDef) => boolean;
  /** 'wizard': the step-by-step form's messages where the spec gives its own (see wizard.ts). */
  messages?: 'form' | 'wizard';
  /** The values come from a payload whose schema checked each answer's format (answerFormats.ts). */
  formatsChecked?: boolean;
}

export interface ProposalIssue {
  /** Form path, e.g. "policyHolder.contactPhone" or "claims.1.cost". */
  path: string;
  message: string;
}

const claimDefs = proposalFields.filter((def) => def.path.startsWith('claims.*.'));

function claimCount(values: unknown): number {
  const claims = getPath(values, 'claims');
  return Array.isArray(claims) ? claims.length : 0;
}

/** The concrete paths of a field row: claim rows once per entry. */
export function expandFieldPaths(def: ProposalFieldDef, values: unknown): string[] {
  if (!def.path.includes('*')) return [def.path];
  return Array.from({ length: claimCount(values) }, (_, i) => def.path.replace('*', String(i)));
}

/** Every field row with its concrete path, in form order; claim entries entry by entry. */
function orderedFields(values: unknown): { def: ProposalFieldDef; path: string }[] {
  const out: { def: ProposalFieldDef; path: string }[] = [];
  for (const def of proposalFields) {
    if (def === claimDefs[0]) {
      for (let i = 0; i < claimCount(values); i += 1) {
        for (const claimDef of claimDefs) out.push({ def: claimDef, path: claimDef.path.replace('*', String(i)) });
      }
    } else if (!def.path.includes('*')) {
      out.push({ def, path: def.path });
    }
  }
  return out;
}

/** The fields shown for these values, in form order (what the form renders and requires). */
export function visibleFieldPaths(
  values: unknown,
  options: Pick<ProposalCheckOptions, 'mode' | 'sections'> = {},
): string[] {
  const mode = options.mode ?? 'public';
  return orderedFields(values)
    .filter(({ def }) => mode === 'public' || !def.publicOnly)
    .filter(({ def }) => !options.sections || options.sections.includes(def.section))
    .map(({ path }) => path)
    .filter((path) => isFieldVisible(values, path));
}

/**
 * Every problem with a proposal, one message per field, in form order. Only shown fields are
 * checked, so a hidden answer never blocks the form.
 */
export function validateProposal(values: unknown, options: ProposalCheckOptions = {}): ProposalIssue[] {
  const mode = options.mode ?? 'public';
  const today = options.today ?? todayIso();
  const issues: ProposalIssue[] = [];
  const ctx = {
    today,
    startDateFromToday: mode !== 'editor',
    read: (path: string) => getPath(values, path),
    formatsChecked: options.formatsChecked ?? false,
  };
  const wanted = (def: ProposalFieldDef): boolean =>
    (mode === 'public' || !def.publicOnly) &&
    (!options.sections || options.sections.includes(def.section)) &&
    (!options.only || options.only(def));
  const claimsController = controllingRule('claims')?.field;
  const firstClaimDef = claimDefs[0];
  for (const { def, path } of orderedFields(values)) {
    if (!wanted(def) || !isFieldVisible(values, path)) continue;
    const message = checkField(
      options.messages === 'wizard' ? withWizardMessages(def) : def,
      getPath(values, path),
      ctx,
    );
    if (message) issues.push({ path, message });
    // The list's own rule sits right after the question that reveals it.
    if (path === claimsController && firstClaimDef && wanted(firstClaimDef) && isFieldVisible(values, 'claims')) {
      if (claimCount(values) < minimumClaimEntries) issues.push({ path: 'claims', message: claimsMinimumMessage });
    }
  }
  return issues;
}

/** A copy of the values with every hidden field emptied: what is kept and sent. */
export function dropHiddenFields<T extends object>(values: T): T {
  const copy = structuredClone(values) as Record<string, unknown>;
  const clear = (target: Record<string, unknown>, key: string): void => {
    const current = target[key];
    if (typeof current === 'boolean') return;
    if (typeof current === 'string') target[key] = '';
  };
  for (const def of proposalFields) {
    for (const path of expandFieldPaths(def, values)) {
      if (isFieldVisible(values, path)) continue;
      const keys = path.split('.');
      const leaf = keys.pop() as string;
      const parent = getPath(copy, keys.join('.'));
      if (keys.length === 0) clear(copy, leaf);
      else if (parent && typeof parent === 'object') clear(parent as Record<string, unknown>, leaf);
    }
  }
  return copy as T;
}
