// A team with a styled-components theme of its own, which does not opt in to BuildCover's: its
// DefaultTheme (a `color` that is one string, unlike BuildCover's map of tokens) and the design
// system's components compile side by side (`tsc -p typecheck/own-theme`).
import { BuildCoverProvider, Button } from '@buildcover/ui';
import type { ReactElement } from 'react';
import { styled } from 'styled-components';

declare module 'styled-components' {
  export interface DefaultTheme {
    color: string;
  }
}

const Caption = styled.p`
  color: ${({ theme }) => theme.color};
`;

export function OwnThemePage(): ReactElement {
  return (
    <BuildCoverProvider>
      <Caption>Their caption</Caption>
      <Button variant="secondary">Save</Button>
    </BuildCoverProvider>
  );
}
