import styled from 'styled-components';

/** A plain list of bordered entries (a quote's notes, its history), newest first. */
export const EntryList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

/** One bordered entry of an EntryList. */
export const EntryItem = styled.li`
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.background};
`;
