import type { Editor } from '@tiptap/core';

/** The formatting the note editor offers (toolbar order). */
export type FormatCommand = 'bold' | 'italic' | 'underline' | 'insertUnorderedList' | 'insertOrderedList';

export type FormatState = Record<FormatCommand, boolean>;

export const formatCommands: readonly FormatCommand[] = [
  'bold',
  'italic',
  'underline',
  'insertUnorderedList',
  'insertOrderedList',
];

export const emptyFormatState: FormatState = {
  bold: false,
  italic: false,
  underline: false,
  insertUnorderedList: false,
  insertOrderedList: false,
};

/** The editor's mark or node each command toggles. */
const formatName: Record<FormatCommand, string> = {
  bold: 'bold',
  italic: 'italic',
  underline: 'underline',
  insertUnorderedList: 'bulletList',
  insertOrderedList: 'orderedList',
};

/** Applies a toolbar command to the editor's selection (Tiptap keeps its own undo history). */
export function runCommand(editor: Editor, command: FormatCommand): void {
  const chain = editor.chain().focus();
  if (command === 'bold') chain.toggleBold().run();
  else if (command === 'italic') chain.toggleItalic().run();
  else if (command === 'underline') chain.toggleUnderline().run();
  else if (command === 'insertUnorderedList') chain.toggleBulletList().run();
  else chain.toggleOrderedList().run();
}

/** Which formats the caret or selection is in, for the toolbar's pressed states. */
export function readFormatState(editor: Editor | null): FormatState {
  const state = { ...emptyFormatState };
  if (!editor) return state;
  for (const command of formatCommands) state[command] = editor.isActive(formatName[command]);
  return state;
}

/** Links the selection to `href`; with nothing selected the address itself becomes the link text. */
export function insertLink(editor: Editor, href: string): void {
  const chain = editor.chain().focus();
  if (editor.state.selection.empty) {
    chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
  } else {
    chain.extendMarkRange('link').setLink({ href }).run();
  }
}
