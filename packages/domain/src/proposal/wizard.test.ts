import { describe, expect, it } from 'vitest';
import { cleanProposal } from '../testing/proposals';
import { proposalSections } from './sections';
import { validateProposal } from './validate';
import { proposalWizardSteps, wizardProgress, wizardStepOf } from './wizard';

describe('the step-by-step proposal', () => {
  it('asks every section once, in the form order, over three steps', () => {
    expect(proposalWizardSteps.map((s) => s.title)).toEqual(['Insurance', 'Cover', 'Review and declare']);
    expect(proposalWizardSteps.flatMap((s) => s.sections).sort()).toEqual(proposalSections.map((s) => s.id).sort());
    expect(wizardStepOf('propertyRisk')).toBe(1);
  });

  it('fills the progress bar (step + 1) / 3', () => {
    expect([0, 1, 2].map(wizardProgress)).toEqual([1 / 3, 2 / 3, 1]);
  });

  it("speaks the wizard's words where the spec gives its own, and the form's elsewhere", () => {
    const values = cleanProposal({
      policyHolder: { ...cleanProposal().policyHolder, contactPhone: '', emailAddress: 'not-an-address' },
      street: '',
    });
    const wizard = validateProposal(values, { sections: ['policyHolder', 'propertyLocation'], messages: 'wizard' });
    expect(wizard).toEqual(
      expect.arrayContaining([
        { path: 'policyHolder.contactPhone', message: 'Contact Phone Number is required.' },
        { path: 'policyHolder.emailAddress', message: 'Email Address must be a valid email.' },
        { path: 'street', message: 'Street Number/Name is required.' },
      ]),
    );
    const form = validateProposal(values, { sections: ['policyHolder'] });
    expect(form).toContainEqual({
      path: 'policyHolder.contactPhone',
      message: 'Please enter the contact phone number.',
    });
  });
});
