import styled from 'styled-components';

/** The buttons of a list row's Actions column, wrapping on a narrow screen. */
export const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;
