import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BuildCoverProvider } from '../../theme';
import { Stepper } from './Stepper';

const titles = ['Insurance', 'Cover', 'Review'];

describe('Stepper', () => {
  it('marks the steps before the current one completed when it is not told', () => {
    render(
      <BuildCoverProvider>
        <Stepper steps={titles.map((title) => ({ title }))} currentStep={2} onStepChange={() => {}} />
      </BuildCoverProvider>,
    );
    expect(screen.getByRole('button', { name: /Insurance\s*\(completed\)$/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Cover\s*\(completed\)$/ })).toBeInTheDocument();
  });

  it('marks a step completed only when told it is, wherever the current step is', () => {
    const steps = [
      { title: 'Insurance', isComplete: false },
      { title: 'Cover', isComplete: true },
      { title: 'Review', isComplete: false },
    ];
    render(
      <BuildCoverProvider>
        <Stepper steps={steps} currentStep={2} onStepChange={() => {}} />
      </BuildCoverProvider>,
    );
    expect(screen.getByRole('button', { name: /Insurance$/ })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: /Cover\s*\(completed\)$/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Review$/ })).toHaveAttribute('aria-current', 'step');
  });
});
