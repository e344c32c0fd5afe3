import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { ReactElement } from 'react';
import { ClaimsField } from './ClaimsField';
import { ProposalStoryForm, storyStateOptions } from './ProposalStoryForm.fixture';

function ClaimsStory({ upload }: { upload: (file: File) => Promise<string> }): ReactElement {
  return (
    <ProposalStoryForm stateOptions={storyStateOptions} upload={upload}>
      <ClaimsField />
    </ProposalStoryForm>
  );
}

const meta = {
  title: 'Forms/Proposal fields/ClaimsField',
  component: ClaimsStory,
  args: { upload: fn(async (file: File) => `proposal/${file.name}`) },
  parameters: {
    docs: {
      description: {
        component:
          "The proposal's past claims (`claims`) as a `ClaimList` bound to the surrounding react-hook-form: two entries to start, 'Add claim' adds one, each entry's errors shown at its fields. `ProposalSectionFields` draws it where the claims rows are revealed.",
      },
    },
  },
} satisfies Meta<typeof ClaimsStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TwoToStart: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Claims in the last 3 years' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('textbox', { name: /^Insurer/ })).toHaveLength(2);
  },
};

export const AddAClaim: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Add claim/ }));
    await expect(canvas.getAllByRole('textbox', { name: /^Insurer/ })).toHaveLength(3);
  },
};
