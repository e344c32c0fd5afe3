import { getPath } from '../util/path';
import { revealRules, revealNotes, type RevealRule } from './rules';

function ruleFor(path: string): RevealRule | undefined {
  return revealRules.find((rule) => rule.reveals.some((target) => path === target || path.startsWith(`${target}.`)));
}

/** The reveal rule that controls a form path, if any. */
export function controllingRule(path: string): RevealRule | undefined {
  return ruleFor(path);
}

/**
 * True when the field at `path` is shown for these values: no rule hides it, or its rule's
 * controlling field is shown and holds a revealing value.
 */
export function isFieldVisible(values: unknown, path: string): boolean {
  const rule = ruleFor(path);
  if (!rule) return true;
  if (!isFieldVisible(values, rule.field)) return false;
  const answer = getPath(values, rule.field);
  return typeof answer === 'string' && rule.equals.includes(answer);
}

/**
 * The answers that decide whether the field at `path` is shown: its rule's controlling field, that
 * field's own controller, and so on up the chain (empty for a field no rule hides). A form that
 * watches only these re-checks the field's visibility when one of them changes, not on every key.
 */
export function visibilityInputs(path: string): string[] {
  const rule = ruleFor(path);
  return rule ? [rule.field, ...visibilityInputs(rule.field)] : [];
}

/** The ids of the information notes to show for these values. */
export function visibleNotes(values: unknown): (typeof revealNotes)[number][] {
  return revealNotes.filter(
    (note) => isFieldVisible(values, note.field) && getPath(values, note.field) === note.equals,
  );
}
