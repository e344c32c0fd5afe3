import {
  emptyProposal,
  proposalFields,
  proposalSections,
  type ProposalFormValues,
  type ProposalSectionId,
} from '@buildcover/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, type ReactElement } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { BuildCoverProvider } from '../../theme';
import { ProposalFieldsProvider, type ProposalFieldsEnvironment } from './ProposalFieldsContext';
import { ProposalSectionFields } from './ProposalSectionFields';

const environment: ProposalFieldsEnvironment = {
  stateOptions: [{ value: 'VIC', label: 'Victoria' }],
  renderFile: ({ common }) => <p>{common.label}</p>,
};

/** Every section of the proposal drawn at once, each inside a Profiler that counts its commits. */
function WholeProposal({ commits }: { commits: Map<string, number> }): ReactElement {
  const form = useForm<ProposalFormValues>({ defaultValues: emptyProposal() });
  const count = (id: string): void => {
    commits.set(id, (commits.get(id) ?? 0) + 1);
  };
  return (
    <BuildCoverProvider withGlobalStyle={false}>
      <ProposalFieldsProvider value={environment}>
        <FormProvider {...form}>
          {proposalSections.map((section) => (
            <section key={section.id} aria-label={section.title}>
              <Profiler id={section.id} onRender={count}>
                <ProposalSectionFields fields={proposalFields.filter((f) => f.section === section.id)} />
              </Profiler>
            </section>
          ))}
        </FormProvider>
      </ProposalFieldsProvider>
    </BuildCoverProvider>
  );
}

/** Draws the proposal and waits until every section is there (the later sections' controls load in their own chunks). */
async function renderWholeProposal(commits: Map<string, number>): Promise<void> {
  render(<WholeProposal commits={commits} />);
  await waitFor(
    () => {
      for (const section of proposalSections)
        expect(screen.getByRole('region', { name: section.title })).not.toBeEmptyDOMElement();
    },
    { timeout: 15_000 },
  );
}

const otherSections = (typedIn: ProposalSectionId): ProposalSectionId[] =>
  proposalSections.map((s) => s.id).filter((id) => id !== typedIn);

describe('typing in the whole proposal', { timeout: 60_000 }, () => {
  it('re-renders only the section typed in: the other seven do not render on a keystroke', async () => {
    const commits = new Map<string, number>();
    await renderWholeProposal(commits);
    const holder = screen.getByRole('region', { name: 'Policy Holder' });
    const firstName = within(holder).getAllByRole('textbox', { name: /First name/ })[0]!;
    const user = userEvent.setup();
    await user.click(firstName);
    commits.clear();

    await user.keyboard('Margaret');

    expect(firstName).toHaveValue('Margaret');
    for (const id of otherSections('policyHolder'))
      expect({ section: id, commits: commits.get(id) ?? 0 }).toEqual({ section: id, commits: 0 });
    // One commit a keystroke at most: the field itself.
    expect(commits.get('policyHolder') ?? 0).toBeLessThanOrEqual('Margaret'.length);
  });

  it('an answer that reveals questions renders them, still without touching the other sections', async () => {
    const commits = new Map<string, number>();
    await renderWholeProposal(commits);
    const holder = screen.getByRole('region', { name: 'Policy Holder' });
    commits.clear();

    await userEvent.setup().click(
      within(within(holder).getByRole('radiogroup', { name: /additional policy holder/ })).getByRole('radio', {
        name: 'Yes',
      }),
    );

    expect(await within(holder).findByRole('group', { name: 'Additional policy holder' })).toBeInTheDocument();
    for (const id of otherSections('policyHolder'))
      expect({ section: id, commits: commits.get(id) ?? 0 }).toEqual({ section: id, commits: 0 });
  });
});
