export { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';
export { sanitizeNoteHtml, isEmptyNoteHtml } from './sanitizeNoteHtml';
