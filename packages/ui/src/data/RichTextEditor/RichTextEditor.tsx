'use client';

import { isAllowedNoteHref } from '@buildcover/domain';
import { Placeholder } from '@tiptap/extensions';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import styled from 'styled-components';
import { Field, type FieldBaseProps } from '../../forms/Field';
import { EditorToolbar } from './EditorToolbar';
import { LinkDialog } from './LinkDialog';
import { insertLink, readFormatState, runCommand } from './editorCommands';
import { sanitizeNoteHtml } from './sanitizeNoteHtml';
import { useBuildCoverTheme } from '../../theme/useBuildCoverTheme';

export interface RichTextEditorProps extends FieldBaseProps {
  /** The note as HTML. */
  value: string;
  /** Receives cleaned HTML, or '' when the editor holds no text. */
  onChange: (html: string) => void;
  /** Shown while the editor is empty; never a replacement for the label. */
  placeholder?: string;
  /** Minimum height of the writing area (CSS length). */
  minHeight?: string;
}

const Frame = styled.div<{ $invalid: boolean; $disabled: boolean }>`
  box-sizing: border-box;
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
const Editable = styled(EditorContent)<{ $minHeight: string }>`
  box-sizing: border-box;
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
  & .tiptap {
    outline: none;
    min-height: inherit;
  }
  & p.is-editor-empty:first-child::before {
    content: attr(data-placeholder);
    float: left;
    height: 0;
    color: ${({ theme }) => theme.color.textMuted};
    pointer-events: none;
  }
  & [aria-disabled='true'] {
    color: ${({ theme }) => theme.color.textMuted};
    cursor: not-allowed;
  }
`;

/**
 * A small rich-text editor for notes on Tiptap (ProseMirror): a textbox and a toolbar (bold,
 * italic, underline, bulleted and numbered list, link). Value in and out is HTML, cleaned with
 * DOMPurify to the domain's note allow-list; the editor's schema holds only those formats, so a
 * paste keeps words, paragraphs, lists and the allowed marks and drops the rest.
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
  useBuildCoverTheme('RichTextEditor');
  return (
    <Field
      id={id}
      label={label}
      hideLabel={hideLabel}
      description={description}
      errorMessage={errorMessage}
      isRequired={isRequired}
      labelFor="group"
      className={className}
    >
      {(controlProps, { isInvalid }) => (
        <NoteEditor
          controlProps={{ ...controlProps }}
          isInvalid={isInvalid}
          value={value}
          onChange={onChange}
          placeholder={placeholder}
          minHeight={minHeight}
          label={label}
          name={name}
          isDisabled={isDisabled}
          isReadOnly={isReadOnly}
          onBlur={onBlur}
        />
      )}
    </Field>
  );
}

interface NoteEditorProps {
  controlProps: Record<string, unknown>;
  isInvalid: boolean;
  value: string;
  onChange: (html: string) => void;
  placeholder: string | undefined;
  minHeight: string;
  label: ReactNode;
  name: string | undefined;
  isDisabled: boolean;
  isReadOnly: boolean;
  onBlur: (() => void) | undefined;
}

/** The label, hint and error ids of the Field, as attributes of the editable element. */
function ariaAttributes(
  controlProps: Record<string, unknown>,
  isDisabled: boolean,
  isReadOnly: boolean,
): Record<string, string> {
  const attributes: Record<string, string> = { role: 'textbox', 'aria-multiline': 'true' };
  for (const [key, value] of Object.entries(controlProps)) {
    if ((key === 'id' || key.startsWith('aria-')) && value !== undefined && value !== null && value !== false)
      attributes[key] = String(value);
  }
  if (isDisabled) attributes['aria-disabled'] = 'true';
  if (isReadOnly) attributes['aria-readonly'] = 'true';
  return attributes;
}

function NoteEditor({
  controlProps,
  isInvalid,
  value,
  onChange,
  placeholder,
  minHeight,
  label,
  name,
  isDisabled,
  isReadOnly,
  onBlur,
}: NoteEditorProps): ReactElement {
  const isEditable = !isDisabled && !isReadOnly;
  const lastEmitted = useRef<string>(value);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const onBlurRef = useRef(onBlur);
  onBlurRef.current = onBlur;
  const [isLinkOpen, setLinkOpen] = useState(false);

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: false,
        blockquote: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          isAllowedUri: (url) => isAllowedNoteHref(url),
          HTMLAttributes: { rel: 'noopener noreferrer', target: '_blank' },
        },
      }),
      Placeholder.configure({ placeholder: placeholder ?? '' }),
    ],
    content: sanitizeNoteHtml(value),
    editable: isEditable,
    editorProps: { attributes: ariaAttributes(controlProps, isDisabled, isReadOnly) },
    onUpdate: ({ editor: current }) => {
      const html = current.isEmpty ? '' : sanitizeNoteHtml(current.getHTML());
      lastEmitted.current = html;
      onChangeRef.current(html);
    },
    onBlur: () => onBlurRef.current?.(),
  });

  // The Field's ids and the disabled/read-only state follow the props.
  const attributes = JSON.stringify(ariaAttributes(controlProps, isDisabled, isReadOnly));
  useEffect(() => {
    editor.setOptions({ editorProps: { attributes: JSON.parse(attributes) as Record<string, string> } });
    editor.setEditable(isEditable, false);
  }, [editor, attributes, isEditable]);

  // A value set from outside (a reset after saving) replaces the content; the user's own typing never does.
  useEffect(() => {
    if (value === lastEmitted.current) return;
    lastEmitted.current = value;
    editor.commands.setContent(sanitizeNoteHtml(value), { emitUpdate: false });
  }, [editor, value]);

  const formatState = useEditorState({ editor, selector: ({ editor: current }) => readFormatState(current) });

  return (
    <Frame $invalid={isInvalid} $disabled={isDisabled}>
      {isReadOnly ? null : (
        <EditorToolbar
          label={`Formatting for ${typeof label === 'string' ? label : 'text'}`}
          state={formatState}
          isDisabled={isDisabled}
          onCommand={(command) => runCommand(editor, command)}
          onLink={() => setLinkOpen(true)}
        />
      )}
      <Editable $minHeight={minHeight} editor={editor} />
      {name ? <input type="hidden" name={name} value={value} /> : null}
      <LinkDialog
        isOpen={isLinkOpen}
        onCancel={() => setLinkOpen(false)}
        onInsert={(href) => {
          setLinkOpen(false);
          // The link goes in once the dialog has closed: while it is open the page behind it is inert.
          setTimeout(() => insertLink(editor, href), 0);
        }}
      />
    </Frame>
  );
}
