import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { australianStates } from '@buildcover/domain';
import { TextField } from '../../forms/TextField';
import { Select } from '../../forms/Select';
import type { YesNo } from '@buildcover/domain';
import { YesNoQuestion } from '../YesNoQuestion';
import { ConditionalSection } from './ConditionalSection';

const meta = {
  title: 'Insurance/ConditionalSection',
  component: ConditionalSection,
  // The stories render their own question; these args only satisfy the component's types.
  args: { value: null, when: 'yes', children: null },
} satisfies Meta<typeof ConditionalSection>;
export default meta;
type Story = StoryObj<typeof meta>;

function DamageQuestion({ initial = null }: { initial?: YesNo | null }) {
  const [damage, setDamage] = useState<YesNo | null>(initial);
  const [details, setDetails] = useState('');
  return (
    <>
      <YesNoQuestion label="Have you suffered any loss or damage?" value={damage} onChange={setDamage} />
      <ConditionalSection when="yes" value={damage} revealMessage="Further details question shown">
        <TextField label="Further details" multiline value={details} onChange={setDetails} />
      </ConditionalSection>
      <p>Next question follows here.</p>
    </>
  );
}

export const RevealOnYes: Story = {
  render: () => <DamageQuestion />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('textbox', { name: 'Further details' })).toBeNull();
    const yes = canvas.getByRole('radio', { name: 'Yes' });
    await userEvent.click(yes);
    await expect(canvas.getByRole('textbox', { name: 'Further details' })).toBeVisible();
    // Focus stays on the answer; the reveal is next in reading and tab order.
    await expect(yes).toHaveFocus();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Further details question shown'));
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Further details' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('radio', { name: 'No' }));
    await expect(canvas.queryByRole('textbox', { name: 'Further details' })).toBeNull();
  },
};

export const AlreadyOpen: Story = { render: () => <DamageQuestion initial="yes" /> };

function VictorianQuestions() {
  const [state, setState] = useState('');
  const [survey, setSurvey] = useState<YesNo | null>(null);
  return (
    <>
      <Select
        label="State"
        placeholder="Select State"
        options={australianStates.map((s) => ({ value: s.state_code, label: s.name }))}
        value={state}
        onChange={setState}
      />
      <ConditionalSection when={(code: string) => code === 'VIC'} value={state}>
        <YesNoQuestion
          label="Will a photographic survey of adjoining properties be conducted?"
          value={survey}
          onChange={setSurvey}
        />
      </ConditionalSection>
    </>
  );
}

export const PredicateOnState: Story = {
  render: () => <VictorianQuestions />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /State/ }));
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Victoria' }));
    await expect(await canvas.findByRole('radiogroup', { name: /photographic survey/ })).toBeVisible();
  },
};
