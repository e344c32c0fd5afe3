// What `tsc` must refuse in an app on the packages (each `@ts-expect-error` fails the check when
// the error it expects is not there), and what it must accept once the app opts in to the theme
// typing (src/styled.d.ts).
import { Button } from '@buildcover/ui';
import type { ReactElement } from 'react';
import { styled } from 'styled-components';

/** Opted in: the app's own styled component reads BuildCover's tokens, typed. */
export const Lead = styled.p`
  color: ${({ theme }) => theme.color.brand};
  margin-block: ${({ theme }) => theme.space[4]};
`;

// @ts-expect-error: the theme has no such colour token
export const Misspelt = styled.p`color: ${({ theme }) => theme.color.brnad};`;

export function WrongProps(): ReactElement {
  return (
    <>
      {/* @ts-expect-error: Button has no 'huge' variant */}
      <Button variant="huge">Save</Button>
      {/* @ts-expect-error: sizes are 'sm', 'md' and 'lg' */}
      <Button size="xl">Save</Button>
    </>
  );
}
