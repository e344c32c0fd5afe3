import type { ReactElement, ReactNode } from 'react';
import styled from 'styled-components';

const List = styled.dl<{ $boxed: boolean }>`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[5]};
  margin: 0 0 ${({ theme }) => theme.space[5]};
  font-variant-numeric: tabular-nums;
  ${({ theme, $boxed }) =>
    $boxed
      ? `padding: ${theme.space[4]}; border: 1px solid ${theme.color.borderSubtle}; border-radius: ${theme.radius.lg}; background: ${theme.color.surface};`
      : ''}
  dt { color: ${({ theme }) => theme.color.textMuted}; }
  dd { margin: 0; font-weight: ${({ theme }) => theme.font.weight.medium}; overflow-wrap: anywhere; }
  /* Long questions (a proposal's) share the width with their answers. */
  &[data-wide-terms] { grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); }
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    &&, &&[data-wide-terms] { grid-template-columns: 1fr; gap: 0; }
    dd { margin-bottom: ${({ theme }) => theme.space[3]}; }
  }
`;

export type Fact = readonly [label: string, value: ReactNode];

/** Label and value pairs as a description list: side by side, stacked on a phone. */
export function FactList({
  facts,
  boxed = false,
  wideTerms = false,
}: {
  facts: readonly Fact[];
  boxed?: boolean;
  wideTerms?: boolean;
}): ReactElement {
  return (
    <List $boxed={boxed} data-wide-terms={wideTerms ? '' : undefined}>
      {facts.map(([label, value], index) => (
        <div key={`${index}-${label}`} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </List>
  );
}
