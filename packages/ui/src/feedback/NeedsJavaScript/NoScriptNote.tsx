'use client';

import type { ReactElement, ReactNode } from 'react';
import styled from 'styled-components';
import { Alert } from '../Alert';

// The note stands before what it is about (a form, a button), with room to it.
const Note = styled(Alert)`
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

/** The note NeedsJavaScript puts in a page's `<noscript>`: a warning, as the design system draws one. */
export function NoScriptNote({ title, children }: { title: string; children: ReactNode }): ReactElement {
  return (
    <Note tone="warning" title={title}>
      {children}
    </Note>
  );
}
