'use client';

import type { ReactElement, ReactNode } from 'react';
import styled from 'styled-components';
import { visuallyHidden } from '../../theme';

const Message = styled.p`
  box-sizing: border-box;
  margin: 0;
  color: ${({ theme }) => theme.color.error};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ theme }) => theme.font.size.sm};
  @media (forced-colors: active) {
    color: CanvasText;
  }
`;
const Hidden = styled.span`
  box-sizing: border-box;
  ${visuallyHidden}
`;

export interface FieldMessageProps {
  id: string;
  children: ReactNode;
}

/** An error message under a field; screen readers hear "Error:" first. */
export function FieldMessage({ id, children }: FieldMessageProps): ReactElement {
  return (
    <Message id={id}>
      <Hidden>Error:</Hidden> {children}
    </Message>
  );
}
