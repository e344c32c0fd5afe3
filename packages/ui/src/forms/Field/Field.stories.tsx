import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Field } from './Field';

const meta = {
  title: 'Forms/Field',
  component: Field,
  args: { label: 'Contact phone', children: () => null },
  render: (args) => <NativeField {...args} />,
} satisfies Meta<typeof Field>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Any control can sit in a Field: it spreads the props it is given onto its focusable element. */
function NativeField(props: Omit<Parameters<typeof Field>[0], 'children'>) {
  const [value, setValue] = useState('');
  return (
    <Field {...props}>
      {(control) => <input {...control} value={value} onChange={(e) => setValue(e.target.value)} />}
    </Field>
  );
}

export const Default: Story = {};

export const WithDescription: Story = {
  args: { description: '10 digits, no spaces.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Contact phone' })).toHaveAccessibleDescription(
      '10 digits, no spaces.',
    );
  },
};

export const Invalid: Story = {
  args: {
    isRequired: true,
    description: '10 digits, no spaces.',
    errorMessage: 'Contact phone number must be 10 digits.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Contact phone' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      '10 digits, no spaces. Error: Contact phone number must be 10 digits.',
    );
  },
};
