import { emptyProposal, proposalFields, type ProposalFormValues, type ProposalSectionId } from '@buildcover/domain';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { BuildCoverProvider } from '../../theme';
import { preloadProposalControls } from './lazyControls';
import { ProposalFieldsProvider, type ProposalFieldsEnvironment } from './ProposalFieldsContext';
import { ProposalSectionFields } from './ProposalSectionFields';

const environment: ProposalFieldsEnvironment = {
  stateOptions: [{ value: 'VIC', label: 'Victoria' }],
  renderFile: ({ common }) => <p>{common.label}</p>,
};

function Section({ id }: { id: ProposalSectionId }): ReactElement {
  const form = useForm<ProposalFormValues>({ defaultValues: emptyProposal() });
  return (
    <BuildCoverProvider withGlobalStyle={false}>
      <ProposalFieldsProvider value={environment}>
        <FormProvider {...form}>
          <ProposalSectionFields fields={proposalFields.filter((f) => f.section === id)} />
        </FormProvider>
      </ProposalFieldsProvider>
    </BuildCoverProvider>
  );
}

// A fresh module graph: nothing in this file has drawn the later sections' controls before.
describe('the later sections, once their controls are preloaded', { timeout: 30_000 }, () => {
  it('draw whole in the render that opens them: no empty moment while a suspended section is held back', async () => {
    await preloadProposalControls();
    render(<Section id="declaration" />);
    expect(screen.getByRole('checkbox', { name: /I declare that the information/ })).toBeInTheDocument();
    render(<Section id="coverage" />);
    expect(screen.getByRole('textbox', { name: /^Value of the construction work/ })).toBeInTheDocument();
  });
});
