'use client';

import type { ReactElement, ReactNode } from 'react';
import { Radio as AriaRadio } from 'react-aria-components';
import styled from 'styled-components';
import { choiceStates } from '../Field/choiceStates';
import { Circle, Hint } from './radioParts';

const StyledRadio = styled(AriaRadio)`
  box-sizing: border-box;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[1]} 0;
  cursor: pointer;
  &[data-hovered] ${Circle} {
    border-color: ${({ theme }) => theme.color.text};
  }
  &[data-selected] ${Circle} {
    border-color: ${({ theme }) => theme.color.brand};
    &::after {
      background: ${({ theme }) => theme.color.brand};
    }
  }
  ${choiceStates(Circle)}
  @media (forced-colors: active) {
    ${Circle} {
      border-color: ButtonText;
    }
    &[data-selected] ${Circle}::after {
      background: Highlight;
    }
    &[data-disabled] ${Circle} {
      border-color: GrayText;
    }
  }
`;

export interface RadioProps {
  value: string;
  children: ReactNode;
  description?: ReactNode;
}

/** One option of a RadioGroup: a drawn circle, its label and an optional hint. */
export function Radio({ value, children, description }: RadioProps): ReactElement {
  return (
    <StyledRadio value={value}>
      <Circle aria-hidden="true" />
      <span>
        {children}
        {description ? <Hint>{description}</Hint> : null}
      </span>
    </StyledRadio>
  );
}
