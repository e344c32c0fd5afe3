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
    await expect(canvas.getByRole('textbox', { name: 'Postcode' })).toHaveAccessibleDescription(
      'Four digits, for example 2000.',
    );
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

/**
 * Fields in a row that takes its width from them, in larger text: an input with no width of its own
 * is about 20 characters wide, as the browser's own input is, and one line of its text fits in it.
 */
export const InARowOfLargerText: Story = {
  render: (args) => (
    <div style={{ display: 'inline-flex', gap: '1rem', fontSize: '1.5rem' }}>
      <ControlledTextField {...args} label="Suburb" />
      <ControlledTextField {...args} label="Postcode" width={4} />
    </div>
  ),
  play: async ({ canvas }) => {
    for (const name of ['Suburb', 'Postcode']) {
      const input = canvas.getByRole('textbox', { name });
      const style = getComputedStyle(input);
      const px = (value: string): number => Number.parseFloat(value);
      const box = input.getBoundingClientRect();
      const oneLine =
        px(style.lineHeight) +
        px(style.paddingTop) +
        px(style.paddingBottom) +
        px(style.borderTopWidth) +
        px(style.borderBottomWidth);
      await expect(box.height).toBeGreaterThanOrEqual(oneLine);
      const character = document.createElement('span');
      character.textContent = '0';
      input.parentElement!.append(character);
      const characters =
        (box.width - px(style.paddingLeft) - px(style.paddingRight)) / character.getBoundingClientRect().width;
      character.remove();
      await expect(characters).toBeGreaterThan(name === 'Suburb' ? 15 : 3.5);
    }
  },
};
