import { useCallback, useEffect, useRef, useState, type ReactElement } from 'react';
import styled from 'styled-components';
import { Field, type FieldBaseProps } from '../../forms/Field';
import { EditorToolbar } from './EditorToolbar';
import { LinkDialog } from './LinkDialog';
import { emptyFormatState, readFormatState, restoreSelection, runCommand, selectionInside, type FormatCommand, type FormatState } from './editorCommands';
import { isEmptyNoteHtml, sanitizeNoteHtml } from './sanitizeNoteHtml';

export interface RichTextEditorProps extends FieldBaseProps {
  /** The note as HTML. */
  value: string;
  /** Receives cleaned HTML, or '' when the editor holds no text. */
  onChange: (html: string) => void;
  placeholder?: string;
  /** Minimum height of the writing area (CSS length). */
  minHeight?: string;
}

const Frame = styled.div<{ $invalid: boolean; $disabled: boolean }>`
  max-width: 48rem;
  border: 2px solid ${({ theme, $invalid }) => ($invalid ? theme.color.error : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme, $disabled }) => ($disabled ? theme.color.surface : theme.color.background)};
  &:focus-within {
    outline: ${({ theme }) => theme.focusRing.outline};
    outline-offset: ${({ theme }) => theme.focusRing.offset};
  }
  @media (forced-colors: active) {
    border-color: ${({ $invalid }) => ($invalid ? 'Highlight' : 'FieldText')};
    border-width: ${({ $invalid }) => ($invalid ? '4px' : '2px')};
  }
`;
const Editable = styled.div<{ $minHeight: string }>`
  min-height: ${({ $minHeight }) => $minHeight};
  max-height: 24rem;
  overflow-y: auto;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  color: ${({ theme }) => theme.color.text};
  outline: none;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  & p, & div { margin: 0 0 ${({ theme }) => theme.space[2]}; }
  & ul, & ol { margin: 0 0 ${({ theme }) => theme.space[2]}; padding-inline-start: 1.5rem; }
  & a { color: ${({ theme }) => theme.color.brand}; }
  &[data-empty='true']::before {
    content: attr(data-placeholder);
    color: ${({ theme }) => theme.color.textMuted};
    pointer-events: none;
  }
  &[aria-disabled='true'] {
    color: ${({ theme }) => theme.color.textMuted};
    cursor: not-allowed;
  }
`;

/**
 * A small rich-text editor for notes, with no editor dependency: a contentEditable textbox and a
 * toolbar (bold, italic, underline, bulleted and numbered list, link). Value in and out is HTML,
 * cleaned to that same small set of tags. Pasting inserts plain text.
 */
export function RichTextEditor({
  value,
  onChange,
  placeholder,
  minHeight = '8rem',
  id,
  name,
  label,
  hideLabel,
  description,
  errorMessage,
  isRequired,
  isDisabled = false,
  isReadOnly = false,
  onBlur,
  className,
}: RichTextEditorProps): ReactElement {
  const editorRef = useRef<HTMLDivElement>(null);
  const savedRange = useRef<Range | null>(null);
  const lastEmitted = useRef<string | null>(null);
  const [formatState, setFormatState] = useState<FormatState>(emptyFormatState);
  const [isEmpty, setEmpty] = useState(() => isEmptyNoteHtml(value));
  const [isLinkOpen, setLinkOpen] = useState(false);
  const [pendingLink, setPendingLink] = useState<string | null>(null);
  const isEditable = !isDisabled && !isReadOnly;

  // Write the value into the DOM only when it changed from outside, so the caret never jumps.
  useEffect(() => {
    const editor = editorRef.current;
    if (!editor || value === lastEmitted.current) return;
    editor.innerHTML = sanitizeNoteHtml(value);
    lastEmitted.current = value;
    setEmpty(isEmptyNoteHtml(value));
  }, [value]);

  const emit = useCallback(() => {
    const editor = editorRef.current;
    if (!editor) return;
    const empty = isEmptyNoteHtml(editor.innerHTML);
    const html = empty ? '' : sanitizeNoteHtml(editor.innerHTML);
    setEmpty(empty);
    lastEmitted.current = html;
    onChange(html);
  }, [onChange]);

  useEffect(() => {
    const onSelectionChange = () => {
      const editor = editorRef.current;
      if (!editor) return;
      const range = selectionInside(editor);
      if (range) {
        savedRange.current = range;
        setFormatState(readFormatState());
      }
    };
    document.addEventListener('selectionchange', onSelectionChange);
    return () => document.removeEventListener('selectionchange', onSelectionChange);
  }, []);

  const apply = (command: FormatCommand) => {
    const editor = editorRef.current;
    if (!editor || !isEditable) return;
    restoreSelection(editor, savedRange.current);
    runCommand(command);
    setFormatState(readFormatState());
    emit();
  };

  // The link goes in once the dialog has closed: while it is open the page behind it is inert.
  useEffect(() => {
    const editor = editorRef.current;
    if (pendingLink === null || isLinkOpen || !editor) return;
    setPendingLink(null);
    restoreSelection(editor, savedRange.current);
    const selection = document.getSelection();
    if (!selection || selection.isCollapsed) {
      // With nothing selected the address itself becomes the link text.
      const anchor = document.createElement('a');
      anchor.href = pendingLink;
      anchor.textContent = pendingLink;
      runCommand('insertHTML', anchor.outerHTML);
    } else {
      runCommand('createLink', pendingLink);
    }
    setFormatState(readFormatState());
    emit();
  }, [pendingLink, isLinkOpen, emit]);

  return (
    <Field id={id} label={label} hideLabel={hideLabel} description={description} errorMessage={errorMessage} isRequired={isRequired} labelFor="group" className={className}>
      {(controlProps, { isInvalid }) => (
        <Frame $invalid={isInvalid} $disabled={isDisabled}>
          {isReadOnly ? null : (
            <EditorToolbar
              label={`Formatting for ${typeof label === 'string' ? label : 'text'}`}
              state={formatState}
              isDisabled={isDisabled}
              onCommand={(command) => apply(command)}
              onLink={() => setLinkOpen(true)}
            />
          )}
          <Editable
            {...controlProps}
            ref={editorRef}
            role="textbox"
            aria-multiline="true"
            aria-disabled={isDisabled || undefined}
            aria-readonly={isReadOnly || undefined}
            contentEditable={isEditable}
            suppressContentEditableWarning
            tabIndex={isDisabled ? undefined : 0}
            data-empty={isEmpty}
            data-placeholder={placeholder}
            $minHeight={minHeight}
            onInput={emit}
            // Ctrl/Cmd+B, I, U format natively without moving the caret: refresh the toolbar.
            onKeyUp={() => setFormatState(readFormatState())}
            onBlur={onBlur}
            onPaste={(event) => {
              // Pasted office documents bring styles and markup: keep the words only.
              event.preventDefault();
              runCommand('insertText', event.clipboardData.getData('text/plain'));
            }}
          />
          {name ? <input type="hidden" name={name} value={value} /> : null}
          <LinkDialog
            isOpen={isLinkOpen}
            onCancel={() => setLinkOpen(false)}
            onInsert={(href) => {
              setLinkOpen(false);
              setPendingLink(href);
            }}
          />
        </Frame>
      )}
    </Field>
  );
}
