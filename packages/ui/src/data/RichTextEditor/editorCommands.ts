/** The formatting the note editor offers; the names are the browser's editing commands. */
export type FormatCommand = 'bold' | 'italic' | 'underline' | 'insertUnorderedList' | 'insertOrderedList';

export type FormatState = Record<FormatCommand, boolean>;

export const formatCommands: readonly FormatCommand[] = ['bold', 'italic', 'underline', 'insertUnorderedList', 'insertOrderedList'];

export const emptyFormatState: FormatState = {
  bold: false,
  italic: false,
  underline: false,
  insertUnorderedList: false,
  insertOrderedList: false,
};

/**
 * contentEditable formatting goes through document.execCommand: deprecated on paper, yet it is the
 * only browser API that edits with a working undo stack, and every engine still ships it. It is
 * kept behind these two functions so a replacement touches one file.
 */
export function runCommand(command: FormatCommand | 'createLink' | 'insertHTML' | 'insertText', value?: string): void {
  document.execCommand(command, false, value);
}

export function readFormatState(): FormatState {
  const state = { ...emptyFormatState };
  for (const command of formatCommands) {
    try {
      state[command] = document.queryCommandState(command);
    } catch {
      state[command] = false;
    }
  }
  return state;
}

/** The selection range when it lies inside `root`, to restore after focus moved to the toolbar. */
export function selectionInside(root: HTMLElement): Range | null {
  const selection = document.getSelection();
  if (!selection || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  return root.contains(range.commonAncestorContainer) ? range.cloneRange() : null;
}

export function restoreSelection(root: HTMLElement, range: Range | null): void {
  root.focus({ preventScroll: true });
  const selection = document.getSelection();
  if (!selection) return;
  selection.removeAllRanges();
  if (range) {
    selection.addRange(range);
  } else {
    // No earlier selection: put the caret at the end.
    const end = document.createRange();
    end.selectNodeContents(root);
    end.collapse(false);
    selection.addRange(end);
  }
}
