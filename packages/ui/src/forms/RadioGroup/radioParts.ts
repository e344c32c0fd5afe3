import styled from 'styled-components';

/** The drawn circle and the hint line every radio shares (RadioGroup's native radios and the React Aria Radio). */
export const Circle = styled.span`
  box-sizing: border-box;
  flex: none;
  width: 1.5rem;
  height: 1.5rem;
  border-radius: 50%;
  border: 2px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.background};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  &::after {
    content: '';
    width: 0.75rem;
    height: 0.75rem;
    border-radius: 50%;
    background: transparent;
  }
`;
export const Hint = styled.span`
  box-sizing: border-box;
  display: block;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
