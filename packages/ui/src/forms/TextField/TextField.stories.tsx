import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextField } from './TextField';
import { withLocalValue } from '../../storybook/withLocalValue';

const ControlledTextField = withLocalValue(TextField);

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  render: (args) => <ControlledTextField {...args} />,
  args: { label: 'Street Number/Name', value: '', onChange: fn(), onBlur: fn(), maxLength: 50 },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Street Number/Name' });
    await userEvent.type(input, '12 Smith St');
    await expect(args.onChange).toHaveBeenLastCalledWith('12 Smith St');
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

export const MaxLength: Story = {
  args: { label: 'Suburb', maxLength: 5 },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Suburb' });
    await userEvent.type(input, 'Parramatta');
    await expect(input).toHaveValue('Parra');
  },
};

export const WithDescription: Story = {
  args: { label: 'Postcode', description: 'Four digits, for example 2000.', inputMode: 'numeric', width: 4 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Postcode' })).toHaveAccessibleDescription('Four digits, for example 2000.');
  },
};

export const Invalid: Story = {
  args: { label: 'Suburb', isRequired: true, errorMessage: 'Suburb is required.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Suburb' });
    await expect(input).toBeInvalid();
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('Error: Suburb is required.');
  },
};

export const Multiline: Story = {
  args: { label: 'Please describe the complete work.', multiline: true, value: '', maxLength: undefined },
  play: async ({ args, canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Please describe the complete work.' });
    await expect(textarea.tagName).toBe('TEXTAREA');
    await userEvent.type(textarea, 'Slab poured{enter}Frame up');
    await expect(args.onChange).toHaveBeenLastCalledWith('Slab poured\nFrame up');
  },
};

export const Filled: Story = { args: { value: '12 Smith St' } };

export const ReadOnly: Story = {
  args: { value: '12 Smith St', isReadOnly: true },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox');
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('12 Smith St');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = { args: { value: '12 Smith St', isDisabled: true } };
