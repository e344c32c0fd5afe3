'use client';

import type { ReactElement, ReactNode } from 'react';
import styled from 'styled-components';
import { visuallyHidden } from '../../theme';

const LabelText = styled.label<{ $hidden: boolean }>`
  box-sizing: border-box;
  display: block;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.text};
  ${({ $hidden }) => ($hidden ? visuallyHidden : '')}
`;
const ScreenReaderOnly = styled.span`
  box-sizing: border-box;
  ${visuallyHidden}
`;
const RequiredMarker = styled.span`
  box-sizing: border-box;
  color: ${({ theme }) => theme.color.error};
  margin-inline-start: ${({ theme }) => theme.space[1]};
  @media (forced-colors: active) {
    color: CanvasText;
  }
`;

export interface FieldLabelProps {
  id: string;
  /** The control's id; a group label (radios, date segments) has none and is referenced by aria-labelledby. */
  htmlFor?: string;
  isRequired?: boolean;
  hidden?: boolean;
  /** Words for screen readers only, after the visible label (e.g. the unit of an amount). */
  srSuffix?: string;
  /** For a group label: what a click does (a `<label for>` needs nothing). */
  onClick?: () => void;
  children: ReactNode;
}

/** Visible label with a required marker ("*", hidden from screen readers: the control says aria-required). */
export function FieldLabel({
  id,
  htmlFor,
  isRequired,
  hidden = false,
  srSuffix,
  onClick,
  children,
}: FieldLabelProps): ReactElement {
  return (
    <LabelText as={htmlFor ? 'label' : 'span'} id={id} htmlFor={htmlFor} onClick={onClick} $hidden={hidden}>
      {children}
      {isRequired ? <RequiredMarker aria-hidden="true">*</RequiredMarker> : null}
      {srSuffix ? (
        <>
          {' '}
          <ScreenReaderOnly>{srSuffix}</ScreenReaderOnly>
        </>
      ) : null}
    </LabelText>
  );
}
