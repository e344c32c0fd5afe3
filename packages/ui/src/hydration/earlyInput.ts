/**
 * What a prerendered page keeps of the visitor's input between its first paint and the moment the
 * app has taken the page over (hydrated it). Until then the page is HTML without handlers: a tap on
 * a button does nothing and React resets typed fields to the form's defaults when it attaches them,
 * so a quick visitor on a slow phone would lose both.
 */
export interface EarlyInput {
  /** Each field's last value and checked state, by element (hydration keeps the elements). */
  readonly fields: Map<Element, { value: string; checked: boolean }>;
  /** The last button pressed, if any: its press is made again once the app can act on it. */
  readonly pressed: () => HTMLElement | null;
  /** Stops keeping input: from then on the app's own handlers have it. */
  readonly stop: () => void;
}

export type EarlyInputWindow = Window & typeof globalThis & { buildcoverEarlyInput?: EarlyInput };

/**
 * Starts keeping input. Runs inline in each prerendered page's `<head>` (sent as its own source text
 * by scripts/prerender-page.mjs), so it must stay self-contained: no imports, nothing from this
 * module's scope.
 */
export function recordEarlyInput(win: EarlyInputWindow): void {
  const doc = win.document;
  const fields = new Map<Element, { value: string; checked: boolean }>();
  let pressed: HTMLElement | null = null;
  const keepField = (event: Event): void => {
    const target = event.target;
    if (
      target instanceof win.HTMLInputElement ||
      target instanceof win.HTMLTextAreaElement ||
      target instanceof win.HTMLSelectElement
    ) {
      fields.set(target, { value: target.value, checked: target instanceof win.HTMLInputElement && target.checked });
    }
  };
  const keepPress = (event: Event): void => {
    const button = event.target instanceof win.Element ? event.target.closest('button') : null;
    if (!button) return;
    // Nothing acts on it yet; a submit button would post the form's answers into the address bar.
    event.preventDefault();
    event.stopPropagation();
    pressed = button;
  };
  const holdSubmit = (event: Event): void => event.preventDefault();
  const listeners: [string, (event: Event) => void][] = [
    ['input', keepField],
    ['change', keepField],
    ['click', keepPress],
    ['submit', holdSubmit],
  ];
  for (const [type, listener] of listeners) doc.addEventListener(type, listener, true);
  win.buildcoverEarlyInput = {
    fields,
    pressed: () => pressed,
    stop: () => {
      for (const [type, listener] of listeners) doc.removeEventListener(type, listener, true);
    },
  };
}

/** The inline script a prerendered page carries in its `<head>`. */
export const earlyInputScript = (): string => `(${recordEarlyInput.toString()})(window)`;

/**
 * Gives a field its value the way typing does, so React's onChange (and react-hook-form) hear of it.
 * React notices a change only against the value it last saw, and it saw the early value already when
 * it attached the field: it is first told of another value (the element's own setter, which React
 * watches), then the field gets the early one behind its back (the prototype's setter) and an input event.
 */
function typeValue(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string): void {
  field.value = value === '' ? ' ' : '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Ticks or clears a checkbox or radio button with a click, as the visitor did: React hears those as clicks. */
function clickTo(field: HTMLInputElement, checked: boolean): void {
  field.checked = !checked;
  field.click();
}

/**
 * Hands what the page kept to the app, once it has taken the page over: each field gets its value
 * again (through the app's handlers), then the last press is made. Does nothing on a page that was
 * not prerendered. The hand-over runs in a task of its own, as the visitor's own input would (inside
 * React's commit, a controlled field's change would not be applied); keeping goes on until then, so a
 * press in between is held too, not acted on with fields React has just reset.
 */
export function takeOverEarlyInput(win: EarlyInputWindow = window as EarlyInputWindow): Promise<void> {
  const early = win.buildcoverEarlyInput;
  if (!early) return Promise.resolve();
  delete win.buildcoverEarlyInput;
  return new Promise((resolve) => {
    win.setTimeout(() => {
      early.stop();
      handOver(win, early);
      resolve();
    }, 0);
  });
}

function handOver(win: EarlyInputWindow, early: EarlyInput): void {
  for (const [field, kept] of early.fields) {
    if (!field.isConnected) continue;
    if (field instanceof win.HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      // A radio button cleared by choosing another is set by that other one.
      if (field.type === 'checkbox' || kept.checked) clickTo(field, kept.checked);
    } else if (
      field instanceof win.HTMLInputElement ||
      field instanceof win.HTMLTextAreaElement ||
      field instanceof win.HTMLSelectElement
    ) {
      if (field.type !== 'file') typeValue(field, kept.value);
    }
  }
  const pressed = early.pressed();
  if (pressed?.isConnected) pressed.click();
}
