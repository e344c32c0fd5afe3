import { proposalFields, type ProposalSectionId } from '@buildcover/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { ReactElement } from 'react';
import { ProposalSectionFields } from './ProposalSectionFields';
import { ProposalStoryForm, storyStateOptions } from './ProposalStoryForm.fixture';

function SectionStory({
  section,
  upload,
}: {
  section: ProposalSectionId;
  upload: (file: File) => Promise<string>;
}): ReactElement {
  return (
    <ProposalStoryForm stateOptions={storyStateOptions} upload={upload}>
      <ProposalSectionFields fields={proposalFields.filter((f) => f.section === section)} />
    </ProposalStoryForm>
  );
}

const meta = {
  title: 'Forms/Proposal fields/ProposalSectionFields',
  component: SectionStory,
  args: { section: 'policyHolder', upload: fn(async (file: File) => `proposal/${file.name}`) },
  parameters: {
    docs: {
      description: {
        component:
          "The questions of one proposal section, drawn from the domain's field table inside a react-hook-form `FormProvider` and a `ProposalFieldsProvider`: `<ProposalSectionFields fields={proposalFields.filter((f) => f.section === 'coverage')} />`. Follow-up questions appear in a `ConditionalSection` after the answer that reveals them and are announced; the public form and the back-office quote editor both draw their sections with it.",
      },
    },
  },
} satisfies Meta<typeof SectionStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PolicyHolder: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /^First name/ })).toBeInTheDocument();
    await expect(canvas.queryByRole('group', { name: 'Additional policy holder' })).toBeNull();
    const question = canvas.getByRole('radiogroup', { name: /Is there an additional policy holder\?/ });
    await userEvent.click(canvas.getAllByRole('radio', { name: 'Yes' }).find((radio) => question.contains(radio))!);
    await expect(await canvas.findByRole('group', { name: 'Additional policy holder' })).toBeInTheDocument();
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Additional policy holder questions shown below.'),
    );
  },
};

export const PreviousClaims: Story = {
  args: { section: 'previousClaims' },
  play: async ({ canvas }) => {
    const question = canvas.getByRole('radiogroup', { name: /Have you had 2 or more claims in the last 3 years\?/ });
    await userEvent.click(canvas.getAllByRole('radio', { name: 'Yes' }).find((radio) => question.contains(radio))!);
    // The list and its two first claims render after the answer; on a loaded CI machine that took over the default second.
    await expect(
      await canvas.findByRole('heading', { name: 'Claims in the last 3 years' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(canvas.getAllByRole('textbox', { name: /^Insurer/ }).length).toBeGreaterThanOrEqual(2));
  },
};

export const PropertyRiskWithPlans: Story = {
  args: { section: 'propertyRisk' },
  play: async ({ args, canvas, canvasElement }) => {
    const question = canvas.getByRole('radiogroup', {
      name: /Does the work involve piling, or shoring or underpinning above 1 metre\?/,
    });
    await userEvent.click(canvas.getAllByRole('radio', { name: 'Yes' }).find((radio) => question.contains(radio))!);
    await canvas.findByRole('button', { name: /^Piling, shoring or underpinning plans.*Choose file$/ });
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File(['%PDF'], 'piling.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(args.upload).toHaveBeenCalledTimes(1));
    await expect(await canvas.findByRole('button', { name: 'Remove piling.pdf' })).toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: /^Piling, shoring or underpinning plans.*Replace file$/ }),
    ).toBeInTheDocument();
  },
};
