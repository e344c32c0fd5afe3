import { proposalField } from '@buildcover/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ReactElement } from 'react';
import { ProposalField } from './ProposalField';
import { ProposalStoryForm, storyStateOptions } from './ProposalStoryForm.fixture';

function FieldStory({
  path,
  upload,
  statesFailed = false,
}: {
  path: string;
  upload: (file: File) => Promise<string>;
  statesFailed?: boolean;
}): ReactElement {
  const def = proposalField(path);
  if (!def) throw new Error(`No proposal field ${path}`);
  return (
    <ProposalStoryForm stateOptions={statesFailed ? [] : storyStateOptions} upload={upload}>
      <ProposalField def={def} />
    </ProposalStoryForm>
  );
}

const meta = {
  title: 'Forms/Proposal fields/ProposalField',
  component: FieldStory,
  args: { path: 'addPolicyHolder', upload: fn(async (file: File) => `proposal/${file.name}`) },
  parameters: {
    docs: {
      description: {
        component:
          "One proposal question drawn from its row in the domain's field table (`<ProposalField def={proposalField('state')} />`): the row's kind picks the control (text, yes/no, select, money, date, declaration or file), its label and whether it is required. Inside a react-hook-form `FormProvider` and a `ProposalFieldsProvider`.",
      },
    },
  },
} satisfies Meta<typeof FieldStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const YesNo: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: /Is there an additional policy holder\?/ });
    await userEvent.click(within(group).getByRole('radio', { name: 'No' }));
    await expect(within(group).getByRole('radio', { name: 'No' })).toBeChecked();
  },
};

export const Money: Story = {
  args: { path: 'cumulativeCost' },
  play: async ({ canvas }) => {
    // The money control loads with the first field that asks for it (a chunk of its own).
    const cost = await canvas.findByRole('textbox', { name: /Total cost of the claims/ });
    await userEvent.type(cost, '12500');
    await userEvent.tab();
    await expect(cost).toHaveValue('12,500.00');
  },
};

export const StateSelect: Story = {
  args: { path: 'state' },
  play: async ({ canvas }) => {
    // The browser's own select (NativeSelect): it works before the page's JavaScript has run.
    const state = canvas.getByRole('combobox', { name: /State/ });
    await userEvent.selectOptions(state, 'Victoria');
    await expect(state).toHaveDisplayValue('Victoria');
  },
};

export const PlanUpload: Story = {
  args: { path: 'heritageFile' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^Heritage plans.*Choose file$/ })).toHaveAccessibleDescription(
      /PDF, Word, JPEG or PNG/,
    );
  },
};
