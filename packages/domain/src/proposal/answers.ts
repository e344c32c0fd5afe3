import { formatDate } from '../format/date';
import { formatAud } from '../money/format';
import { liabilityLimitLabel } from '../reference/liabilityLimits';
import { australianStates } from '../reference/states';
import { getPath } from '../util/path';
import { proposalField } from './fields';
import { proposalSections, type ProposalSectionId } from './sections';
import { visibleFieldPaths, type ProposalMode } from './validate';

export interface ProposalAnswer {
  path: string;
  label: string;
  /** The answer as a reader sees it: Yes/No, $1,200.00, 01/12/2026, a state's name; '-' when empty. */
  answer: string;
}

/** One answer in words. */
export function answerText(path: string, value: unknown): string {
  const def = proposalField(path);
  if (value === null || value === undefined || value === '') return '-';
  if (!def) return String(value);
  switch (def.kind) {
    case 'yesno':
      return value === 'yes' ? 'Yes' : value === 'no' ? 'No' : '-';
    case 'money':
      try {
        return formatAud(String(value));
      } catch {
        return String(value);
      }
    case 'pastDate':
    case 'startDate':
      return formatDate(String(value));
    case 'file':
      return 'Uploaded';
    case 'declaration':
      return value === true ? 'Agreed' : 'Not agreed';
    default:
      if (def.options === 'states') return australianStates.find((s) => s.state_code === value)?.name ?? String(value);
      if (def.options === 'liabilityLimits') return liabilityLimitLabel(String(value));
      return String(value);
  }
}

/**
 * The shown questions and their answers, section by section: for the schedule, the back office's
 * read-only view and a customer's summary. Claim entries are labelled "Claim 1 – Insurer".
 */
export function proposalAnswers(
  values: unknown,
  options: { mode?: ProposalMode } = {},
): { section: ProposalSectionId; title: string; answers: ProposalAnswer[] }[] {
  const paths = visibleFieldPaths(values, { mode: options.mode ?? 'editor' });
  return proposalSections
    .map(({ id, title }) => ({
      section: id,
      title,
      answers: paths
        .filter((path) => proposalField(path)?.section === id)
        .map((path) => {
          const def = proposalField(path);
          const claim = /^claims\.(\d+)\./.exec(path);
          const label = claim ? `Claim ${Number(claim[1]) + 1} – ${def?.label ?? path}` : (def?.label ?? path);
          return { path, label, answer: answerText(path, getPath(values, path)) };
        }),
    }))
    .filter((section) => section.answers.length > 0);
}
