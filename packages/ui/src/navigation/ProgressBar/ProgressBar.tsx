'use client';

import { useId, type ReactElement, type ReactNode } from 'react';
import styled from 'styled-components';
import { useBuildCoverTheme } from '../../theme/useBuildCoverTheme';

export interface ProgressBarProps {
  /** Visible label, e.g. 'Form progress'. */
  label: ReactNode;
  /** Progress as a number between minValue and maxValue: 0.66 of 1, 66 of 100, or step 2 of 3. */
  value: number;
  /** The value at an empty bar; 0 by default. */
  minValue?: number;
  /** 100 for percent (default), 1 for a fraction, the step count for a wizard. */
  maxValue?: number;
  /** Text read and shown instead of the percentage, e.g. 'Step 2 of 3'. */
  valueLabel?: string;
  /** Show the value text beside the label. */
  showValueLabel?: boolean;
  /** Extra class for layout by the app. */
  className?: string;
}

const Root = styled.div`
  box-sizing: border-box;
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space[1]};
  width: 100%;
`;
const LabelText = styled.span`
  box-sizing: border-box;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;
const Value = styled.span`
  box-sizing: border-box;
  color: ${({ theme }) => theme.color.textMuted};
`;
const Track = styled.div`
  box-sizing: border-box;
  grid-column: 1 / -1;
  height: 0.625rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.borderSubtle};
  box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.border};
  overflow: hidden;
  @media (forced-colors: active) {
    border: 1px solid CanvasText;
  }
`;
const Fill = styled.div`
  box-sizing: border-box;
  height: 100%;
  background: ${({ theme }) => theme.color.brand};
  transition: width 0.2s ease-out;
  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
  @media (forced-colors: active) {
    background: Highlight;
  }
`;

// Built on first use, not when the module loads: a number formatter carries its locale's data.
let percentFormat: Intl.NumberFormat | undefined;
const asPercent = (fraction: number): string =>
  (percentFormat ??= new Intl.NumberFormat(undefined, { style: 'percent' })).format(fraction);

/**
 * A determinate progress bar: role="progressbar" named by its label, with its value, range and value
 * text (WAI-ARIA's progressbar, as React Aria's ProgressBar draws it, without its code in a page's first load).
 */
export function ProgressBar({
  label,
  value,
  minValue = 0,
  maxValue = 100,
  valueLabel,
  showValueLabel = true,
  className,
}: ProgressBarProps): ReactElement {
  useBuildCoverTheme('ProgressBar');
  const labelId = useId();
  const clamped = Math.min(Math.max(value, minValue), maxValue);
  const fraction = maxValue > minValue ? (clamped - minValue) / (maxValue - minValue) : 0;
  const valueText = valueLabel ?? asPercent(fraction);
  return (
    <Root
      role="progressbar"
      aria-labelledby={labelId}
      aria-valuenow={clamped}
      aria-valuemin={minValue}
      aria-valuemax={maxValue}
      aria-valuetext={valueText}
      className={className}
    >
      <LabelText id={labelId}>{label}</LabelText>
      {showValueLabel ? <Value>{valueText}</Value> : <span />}
      <Track>
        <Fill style={{ width: `${fraction * 100}%` }} />
      </Track>
    </Root>
  );
}
