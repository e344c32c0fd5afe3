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
  // Typing itself is exercised in a real browser by e2e/admin-quote-editor (user-event drops spaces in ProseMirror).
  args: { value: '<p>Site visit Monday</p>' },
  play: async ({ args, canvas, canvasElement }) => {
    const editor = canvas.getByRole('textbox', { name: 'Note' });
    await userEvent.click(editor);
    // Select "Monday" as a mouse drag would (user-event cannot drag-select in contentEditable).
    const text = editor.querySelector('p')?.firstChild as Text;
    // ProseMirror reads a DOM selection on 'selectionchange' and ignores it for a moment after a click,
    // so select again until the editor's own state (Tiptap puts the editor on its element) holds it.
    const { editor: tiptap } = editor as HTMLElement & { editor: { state: { selection: { empty: boolean } } } };
    await waitFor(() => {
      if (tiptap.state.selection.empty) document.getSelection()?.setBaseAndExtent(text, 11, text, 17);
      expect(tiptap.state.selection.empty).toBe(false);
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Bold' }));
    await waitFor(() => expect(html(canvasElement)).toBe('<p>Site visit <strong>Monday</strong></p>'));
    await expect(canvas.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Italic' }));
    await waitFor(() => expect(html(canvasElement)).toBe('<p>Site visit <strong><em>Monday</em></strong></p>'));
    await expect(args.onChange).toHaveBeenLastCalledWith('<p>Site visit <strong><em>Monday</em></strong></p>');
  },
};

/** Arrow keys move inside the toolbar; the list buttons make lists. */
export const ToolbarKeyboard: Story = {
  args: { value: '<p>First item</p>' },
  play: async ({ canvas, canvasElement }) => {
    const editor = canvas.getByRole('textbox', { name: 'Note' });
    await userEvent.click(editor);
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
    await waitFor(() => expect(html(canvasElement)).toContain('<ol><li><p>First item</p></li></ol>'));
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
    await waitFor(() =>
      expect(html(canvasElement)).toContain(
        '<a href="https://www.example.com.au" target="_blank" rel="noopener noreferrer">',
      ),
    );
  },
};

export const WithValue: Story = {
  args: { value: '<p><b>Referred:</b> work commenced more than a year ago.</p><ul><li>Ask for photos</li></ul>' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Referred:').tagName).toBe('STRONG');
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

/** A pasted or stored script never runs: it is gone before the editor sees it. */
export const ScriptStripped: Story = {
  args: { value: '<p>Call back<img src=x onerror="window.__noteXss=1"><script>window.__noteXss=1</script></p>' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Call back')).toBeVisible();
    await expect((window as { __noteXss?: number }).__noteXss).toBeUndefined();
  },
};

export const Disabled: Story = {
  args: { value: '<p>Locked</p>', isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Bold' })).toBeDisabled();
  },
};
