const focusableSelector =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"]), [role="spinbutton"]';

/** The element that should take focus for a field id: the element itself, or the chosen/first control in a group. */
export function findFocusTarget(field: HTMLElement): HTMLElement | null {
  if (field.matches(focusableSelector)) return field;
  return field.querySelector<HTMLElement>('input:checked') ?? field.querySelector<HTMLElement>(focusableSelector);
}

/** The visible question of a field: its `<label for>`, its aria-labelledby label, or its fieldset's legend. */
export function findFieldLabel(field: HTMLElement): HTMLElement | null {
  const doc = field.ownerDocument;
  const byFor = field.id
    ? [...doc.querySelectorAll<HTMLLabelElement>('label[for]')].find((label) => label.htmlFor === field.id)
    : undefined;
  if (byFor) return byFor;
  const labelledBy = field.getAttribute('aria-labelledby')?.split(/\s+/)[0];
  const byAria = labelledBy ? doc.getElementById(labelledBy) : null;
  if (byAria) return byAria;
  return field.closest('fieldset')?.querySelector('legend') ?? null;
}

/**
 * Moves the user to a field by id (GOV.UK error summary): scrolls its label or legend into view,
 * so the question is visible above the control, then focuses the control without scrolling again.
 * Returns false when no such field is on the page.
 */
export function focusField(id: string, doc: Document = document): boolean {
  const field = doc.getElementById(id);
  if (!field) return false;
  const target = findFocusTarget(field);
  const label = findFieldLabel(field);
  (label ?? field).scrollIntoView({ block: 'start' });
  (target ?? field).focus({ preventScroll: true });
  return true;
}
