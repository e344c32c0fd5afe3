'use client';

import type { ReactElement, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { focusRing, visuallyHidden } from '../../theme';
import { Icon } from '../../feedback/Icon';
import { useBuildCoverTheme } from '../../theme/useBuildCoverTheme';

export interface StepperStep {
  title: ReactNode;
  /** A step that cannot be jumped to yet. */
  isDisabled?: boolean;
  /**
   * Whether the step's work is done (a tick, and "completed" to screen readers). Left out, the steps
   * before the current one count as done; a form whose steps can be skipped says which are.
   */
  isComplete?: boolean;
}

export interface StepperProps {
  /** The steps in order: each a title, and whether it can be jumped to yet. */
  steps: StepperStep[];
  /** Zero-based index of the current step. */
  currentStep: number;
  /** Called with the step index when a step is pressed; omit to make the stepper display-only. */
  onStepChange?: (index: number) => void;
  /** Names the step list for screen readers. */
  'aria-label'?: string;
  /** Extra class for layout by the app. */
  className?: string;
}

type StepState = 'complete' | 'current' | 'upcoming';

const List = styled.ol`
  box-sizing: border-box;
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
`;
const Item = styled.li`
  box-sizing: border-box;
  flex: 1 1 0;
  min-width: 0;
`;
const stepLook = css<{ $state: StepState }>`
  display: flex;
  /* On a narrow screen a title that does not fit beside its number goes under it, instead of running into the next step. */
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[1]}`};
  border: none;
  border-top: 4px solid ${({ theme, $state }) => ($state === 'upcoming' ? theme.color.borderSubtle : theme.color.brand)};
  background: none;
  font: inherit;
  text-align: start;
  color: ${({ theme, $state }) => ($state === 'upcoming' ? theme.color.textMuted : theme.color.text)};
  font-weight: ${({ theme, $state }) => ($state === 'current' ? theme.font.weight.bold : theme.font.weight.regular)};
  .step-title {
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;
// The browser's own button, as ui's Button is: mouse, touch, Enter and Space press it through its click,
// and a wizard's first load carries no press-handling library.
const StepButton = styled.button<{ $state: StepState }>`
  box-sizing: border-box;
  ${stepLook}
  cursor: pointer;
  ${({ theme }) => theme.media.hover} {
    &:not(:disabled):hover .step-title { text-decoration: underline; }
  }
  &:disabled { cursor: not-allowed; opacity: 0.6; }
  ${focusRing}
  @media (forced-colors: active) {
    border-top-color: ${({ $state }) => ($state === 'upcoming' ? 'GrayText' : 'Highlight')};
  }
`;
const StepStatic = styled.span<{ $state: StepState }>`
  box-sizing: border-box;
  ${stepLook}
`;
const Marker = styled.span<{ $state: StepState }>`
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 1.75rem;
  height: 1.75rem;
  border-radius: 50%;
  border: 2px solid ${({ theme, $state }) => ($state === 'upcoming' ? theme.color.border : theme.color.brand)};
  background: ${({ theme, $state }) => ($state === 'upcoming' ? theme.color.background : theme.color.brand)};
  color: ${({ theme, $state }) => ($state === 'upcoming' ? theme.color.textMuted : theme.color.textInverse)};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  @media (forced-colors: active) {
    border-color: CanvasText;
  }
`;
const Hidden = styled.span`
  box-sizing: border-box;
  ${visuallyHidden}
`;

function stateOf(index: number, current: number, isComplete: boolean | undefined): StepState {
  if (index === current) return 'current';
  return (isComplete ?? index < current) ? 'complete' : 'upcoming';
}

/**
 * Numbered steps of a wizard. The current step carries aria-current="step"; finished steps say
 * "completed" to screen readers and show a tick, so state is never told by colour alone.
 */
export function Stepper({ steps, currentStep, onStepChange, className, ...rest }: StepperProps): ReactElement {
  useBuildCoverTheme('Stepper');
  return (
    <nav aria-label={rest['aria-label'] ?? 'Progress'} className={className}>
      <List>
        {steps.map((step, index) => {
          const state = stateOf(index, currentStep, step.isComplete);
          const content = (
            <>
              <Marker $state={state}>{state === 'complete' ? <Icon name="check" size="1rem" /> : index + 1}</Marker>
              <span className="step-title">
                {step.title}
                {state === 'complete' ? <Hidden> (completed)</Hidden> : null}
              </span>
            </>
          );
          return (
            <Item key={index}>
              {onStepChange ? (
                <StepButton
                  type="button"
                  $state={state}
                  aria-current={state === 'current' ? 'step' : undefined}
                  disabled={step.isDisabled}
                  onClick={() => onStepChange(index)}
                >
                  {content}
                </StepButton>
              ) : (
                <StepStatic $state={state} aria-current={state === 'current' ? 'step' : undefined}>
                  {content}
                </StepStatic>
              )}
            </Item>
          );
        })}
      </List>
    </nav>
  );
}
