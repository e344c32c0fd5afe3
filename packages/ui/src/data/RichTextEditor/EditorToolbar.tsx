'use client';

import type { ReactElement } from 'react';
import { Button as AriaButton, ToggleButton, Toolbar } from 'react-aria-components';
import styled, { css } from 'styled-components';
import { focusRing } from '../../theme';
import type { FormatCommand, FormatState } from './editorCommands';

const Bar = styled(Toolbar)`
  box-sizing: border-box;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[1]};
  border-bottom: 1px solid ${({ theme }) => theme.color.borderSubtle};
  background: ${({ theme }) => theme.color.surface};
`;
const toolLook = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 2.25rem;
  height: 2.25rem;
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  cursor: pointer;
  &[data-hovered] { background: ${({ theme }) => theme.color.background}; border-color: ${({ theme }) => theme.color.borderSubtle}; }
  &[data-pressed] { background: ${({ theme }) => theme.color.brandSoft}; }
  &[data-disabled] { cursor: not-allowed; opacity: 0.55; }
  ${focusRing}
  @media (forced-colors: active) {
    &[data-selected] { background: Highlight; color: HighlightText; }
  }
`;
const Tool = styled(ToggleButton)`
  box-sizing: border-box;
  ${toolLook}
  &[data-selected] {
    background: ${({ theme }) => theme.color.brandSoft};
    border-color: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.brand};
  }
`;
const Action = styled(AriaButton)`
  box-sizing: border-box;
  ${toolLook}
`;
const Separator = styled.span`
  box-sizing: border-box;
  width: 1px;
  margin: ${({ theme }) => `${theme.space[1]} ${theme.space[1]}`};
  background: ${({ theme }) => theme.color.borderSubtle};
`;

const tools: { command: FormatCommand; label: string; glyph: ReactElement }[] = [
  { command: 'bold', label: 'Bold', glyph: <b>B</b> },
  { command: 'italic', label: 'Italic', glyph: <i style={{ fontFamily: 'Georgia, serif' }}>I</i> },
  { command: 'underline', label: 'Underline', glyph: <u>U</u> },
  { command: 'insertUnorderedList', label: 'Bulleted list', glyph: <ListGlyph numbered={false} /> },
  { command: 'insertOrderedList', label: 'Numbered list', glyph: <ListGlyph numbered /> },
];

function ListGlyph({ numbered }: { numbered: boolean }): ReactElement {
  return (
    <svg
      aria-hidden="true"
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
    >
      {numbered ? (
        <path d="M9 6h12M9 12h12M9 18h12M4 5v3M3.5 14h2l-2 3h2" />
      ) : (
        <path d="M9 6h12M9 12h12M9 18h12M4 6h.01M4 12h.01M4 18h.01" strokeWidth={3} />
      )}
    </svg>
  );
}

function LinkGlyph(): ReactElement {
  return (
    <svg
      aria-hidden="true"
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
    >
      <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
    </svg>
  );
}

export interface EditorToolbarProps {
  /** Names the toolbar, e.g. 'Formatting for Note'. */
  label: string;
  state: FormatState;
  isDisabled: boolean;
  onCommand: (command: FormatCommand) => void;
  onLink: () => void;
}

/** role="toolbar": one Tab stop in, arrow keys between tools (react-aria Toolbar). */
export function EditorToolbar({ label, state, isDisabled, onCommand, onLink }: EditorToolbarProps): ReactElement {
  return (
    <Bar aria-label={label}>
      {tools.map((tool, index) => (
        <span key={tool.command} style={{ display: 'contents' }}>
          {index === 3 ? <Separator aria-hidden="true" /> : null}
          <Tool
            aria-label={tool.label}
            isSelected={state[tool.command]}
            isDisabled={isDisabled}
            onChange={() => onCommand(tool.command)}
          >
            {tool.glyph}
          </Tool>
        </span>
      ))}
      <Separator aria-hidden="true" />
      <Action aria-label="Link" isDisabled={isDisabled} onPress={onLink}>
        <LinkGlyph />
      </Action>
    </Bar>
  );
}
