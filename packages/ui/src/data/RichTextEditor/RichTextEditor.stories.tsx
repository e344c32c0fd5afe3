import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';

function Controlled(props: RichTextEditorProps) {
  const [value, setValue] = useState(props.value);
  return (
    <>
      <RichTextEditor
        {...props}
        value={value}
        onChange={(html) => {
          setValue(html);
          props.onChange(html);
        }}
      />
      <output data-testid="html" style={{ display: 'none' }}>
        {value}
      </output>
    </>
  );
}

const meta = {
  title: 'Data/RichTextEditor',
  component: RichTextEditor,
  args: { label: 'Note', value: '', onChange: fn(), placeholder: 'Write a note for this quote' },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof RichTextEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

const html = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('html').textContent ?? '';

export const Empty: Story = {
  play: async ({ canvas }) => {
    const editor = canvas.getByRole('textbox', { name: 'Note' });
    await expect(editor).toHaveAttribute('aria-multiline', 'true');
    await expect(canvas.getByRole('toolbar', { name: 'Formatting for Note' })).toBeVisible();
  },
};

/** Select a word, press Bold; the value out is HTML and the Bold button shows it is on. */
export const TypeAndFormat: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const editor = canvas.getByRole('textbox', { name: 'Note' });
    await userEvent.click(editor);
    await userEvent.keyboard('Site visit Monday');
    await waitFor(() => expect(html(canvasElement)).toBe('Site visit Monday'));
    // Select "Monday" as a mouse drag would (user-event cannot drag-select in contentEditable).
    const text = editor.firstChild as Text;
    document.getSelection()?.setBaseAndExtent(text, 11, text, 17);
    await userEvent.click(canvas.getByRole('button', { name: 'Bold' }));
    await waitFor(() => expect(html(canvasElement)).toBe('Site visit <b>Monday</b>'));
    await expect(canvas.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Italic' }));
    await waitFor(() => expect(html(canvasElement)).toBe('Site visit <b><i>Monday</i></b>'));
    await expect(args.onChange).toHaveBeenLastCalledWith('Site visit <b><i>Monday</i></b>');
  },
};

/** Arrow keys move inside the toolbar; the list buttons make lists. */
export const ToolbarKeyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    const editor = canvas.getByRole('textbox', { name: 'Note' });
    await userEvent.click(editor);
    await userEvent.keyboard('First item');
    const bold = canvas.getByRole('button', { name: 'Bold' });
    bold.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Italic' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Bulleted list' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Link' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('button', { name: 'Numbered list' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(html(canvasElement)).toContain('<ol><li>First item</li></ol>'));
  },
};

export const AddLink: Story = {
  args: { value: '<p>See the council page</p>' },
  play: async ({ canvas, canvasElement }) => {
    const body = within(document.body);
    const editor = canvas.getByRole('textbox', { name: 'Note' });
    await userEvent.click(editor);
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.click(canvas.getByRole('button', { name: 'Link' }));
    const dialog = await body.findByRole('dialog', { name: 'Add link' });
    // A bad address is refused with a message.
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Web address' }), 'not a link');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add link' }));
    await expect(within(dialog).getByText(/Enter a web address/)).toBeVisible();
    const field = within(dialog).getByRole('textbox', { name: 'Web address' });
    await userEvent.clear(field);
    await userEvent.type(field, 'www.example.com.au');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add link' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(html(canvasElement)).toContain('<a href="https://www.example.com.au" rel="noopener noreferrer" target="_blank">'));
  },
};

export const WithValue: Story = {
  args: { value: '<p><b>Referred:</b> work commenced more than a year ago.</p><ul><li>Ask for photos</li></ul>' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Referred:').tagName).toBe('B');
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'Note is required', isRequired: true },
  play: async ({ canvas }) => {
    const editor = canvas.getByRole('textbox', { name: 'Note' });
    await expect(editor).toHaveAttribute('aria-invalid', 'true');
    await expect(editor).toHaveAccessibleDescription('Error: Note is required');
  },
};

export const ReadOnly: Story = {
  args: { value: '<p>Client called about the start date.</p>', isReadOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('toolbar')).not.toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Note' })).toHaveAttribute('contenteditable', 'false');
  },
};

export const Disabled: Story = {
  args: { value: '<p>Locked</p>', isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Bold' })).toBeDisabled();
  },
};
