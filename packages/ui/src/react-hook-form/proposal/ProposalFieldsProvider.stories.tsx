import { proposalField } from '@buildcover/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ReactElement } from 'react';
import type { SelectOption } from '../../forms/Select';
import { ProposalField } from './ProposalField';
import { ProposalStoryForm, storyStateOptions } from './ProposalStoryForm.fixture';

function EnvironmentStory({
  stateOptions,
  upload,
}: {
  stateOptions: readonly SelectOption[];
  upload: (file: File) => Promise<string>;
}): ReactElement {
  return (
    <ProposalStoryForm stateOptions={stateOptions} upload={upload}>
      <ProposalField def={proposalField('state')!} />
      <ProposalField def={proposalField('strawFile')!} />
    </ProposalStoryForm>
  );
}

const meta = {
  title: 'Forms/Proposal fields/ProposalFieldsProvider',
  component: EnvironmentStory,
  args: { stateOptions: storyStateOptions, upload: fn(async (file: File) => `proposal/${file.name}`) },
  parameters: {
    docs: {
      description: {
        component:
          "What the proposal's fields need from the app, since the design system never fetches: `<ProposalFieldsProvider value={{ stateOptions, renderFile, autoComplete }}>`. `stateOptions` are the states from GET /api/v1/states (empty while loading or when the call failed), `renderFile` draws a plan or report row (usually a `ProposalFileUpload` with the app's upload), `autoComplete` gives browser autofill hints.",
      },
    },
  },
} satisfies Meta<typeof EnvironmentStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const StatesAndUploads: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(
      within(canvas.getByRole('combobox', { name: /State/ })).getByRole('option', { name: 'New South Wales' }),
    ).toBeInTheDocument();
    await userEvent.upload(
      canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!,
      new File(['%PDF'], 'straw.pdf', { type: 'application/pdf' }),
    );
    await expect(await canvas.findByRole('button', { name: 'Remove straw.pdf' })).toBeInTheDocument();
    await expect(args.upload).toHaveBeenCalledTimes(1);
  },
};

/** The states call failed: the select offers only its prompt (public-site §7, back-office §8). */
export const StatesUnavailable: Story = {
  args: { stateOptions: [] },
  play: async ({ canvas }) => {
    const state = canvas.getByRole('combobox', { name: /State/ });
    await expect(
      within(state)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select an option']);
  },
};
