import type { ReactElement, ReactNode } from 'react';
import styled from 'styled-components';

const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(8rem, max-content) 1fr;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  margin: 0 0 ${({ theme }) => theme.space[5]};
  & dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** Label/value pairs read at a glance (a quote's summary, a note's author and date). */
export function DetailList({ items }: { items: readonly { label: string; value: ReactNode }[] }): ReactElement {
  return (
    <List>
      {items.map((item) => (
        <div key={item.label} style={{ display: 'contents' }}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </List>
  );
}
