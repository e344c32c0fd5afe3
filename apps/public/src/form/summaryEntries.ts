import {
  fieldDomId,
  proposalField,
  visibleFieldPaths,
  type ProposalFormValues,
  type ProposalSectionId,
} from '@buildcover/domain';
import type { ErrorSummaryItem } from '@buildcover/ui';
import { get, type FieldErrors } from 'react-hook-form';

/** The question a summary entry names: "Claim 2 – Insurer", "Additional policy holder – Title". */
export function questionName(path: string): string {
  const label = proposalField(path)?.label ?? path;
  const claim = /^claims\.(\d+)\./.exec(path);
  if (claim) return `Claim ${Number(claim[1]) + 1} – ${label}`;
  if (path.startsWith('additionalHolder.')) return `Additional policy holder – ${label}`;
  return label;
}

/**
 * One error summary entry per shown field with a message, in form order. Each names its question
 * before the field's own words, so two fields with the same message ('Please select an option.')
 * can be told apart.
 */
export function summaryEntries(
  values: ProposalFormValues,
  errors: FieldErrors<ProposalFormValues>,
  sections?: readonly ProposalSectionId[],
): ErrorSummaryItem[] {
  const paths = visibleFieldPaths(values, sections ? { sections } : {});
  const withList = paths.flatMap((path) => (path === 'claims.0.insurer' ? ['claims', path] : [path]));
  return withList.flatMap((path) => {
    const message = (get(errors, path) as { message?: unknown } | undefined)?.message;
    if (typeof message !== 'string' || !message) return [];
    const name = path === 'claims' ? 'Claims in the last 3 years' : questionName(path);
    // A question or a statement ("I declare … true and complete.") is followed by the message as a sentence.
    const joiner = /[?.]$/.test(name) ? ' ' : ': ';
    return [
      { fieldId: path === 'claims' ? 'claims-heading' : fieldDomId(path), message: `${name}${joiner}${message}` },
    ];
  });
}
