import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import type { YesNo } from '@buildcover/domain';
import { YesNoQuestion } from '../../insurance/YesNoQuestion';
import { ConditionalSection } from '../../insurance/ConditionalSection';
import { InfoNote } from './InfoNote';

const meta = {
  title: 'Forms/InfoNote',
  component: InfoNote,
  args: {
    children: 'Owner-builder insurance does not cover swimming pool work or installation.',
  },
} satisfies Meta<typeof InfoNote>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  args: {
    children:
      'Cover cannot be offered while the home is being raised, restumped or relocated. Once it is on permanent footings or slabs, we can quote.',
  },
};

export const Warning: Story = {
  args: { variant: 'warning', title: 'Not covered', children: 'Asbestos work is not covered by this policy.' },
};

function PoolQuestion() {
  const [answer, setAnswer] = useState<YesNo>('');
  return (
    <>
      <YesNoQuestion label="Are there any swimming pool only contracts?" value={answer} onChange={setAnswer} />
      <ConditionalSection when="yes" value={answer}>
        <InfoNote announce>Owner-builder insurance does not cover swimming pool work or installation.</InfoNote>
      </ConditionalSection>
    </>
  );
}

export const AfterAnswer: Story = {
  render: () => <PoolQuestion />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: 'Yes' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('does not cover swimming pool work');
    // Non-blocking: the answer stays editable and focus stays on it.
    await expect(canvas.getByRole('radio', { name: 'Yes' })).toHaveFocus();
  },
};
