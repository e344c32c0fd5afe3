import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FileUpload, type FileUploadItem, type FileUploadProps } from './FileUpload';

/** The story plays the app's part: it lists what was chosen, as the app does after its upload. */
function ControlledFileUpload(props: FileUploadProps) {
  const [files, setFiles] = useState<readonly FileUploadItem[]>(props.files);
  return (
    <FileUpload
      {...props}
      files={files}
      onSelect={(chosen) => {
        props.onSelect(chosen);
        setFiles((current) => [...current, ...chosen.map((file) => ({ name: file.name }))]);
      }}
      onRemove={(index) => {
        props.onRemove?.(index);
        setFiles((current) => current.filter((_, i) => i !== index));
      }}
    />
  );
}

const meta = {
  title: 'Forms/FileUpload',
  component: FileUpload,
  render: (args) => <ControlledFileUpload {...args} />,
  args: { label: 'Schedule', files: [], onSelect: fn(), onRemove: fn(), accept: '.pdf,.doc,.docx' },
} satisfies Meta<typeof FileUpload>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Schedule Choose file' });
    await expect(button).toBeInTheDocument();
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await expect(input).toHaveAttribute('accept', '.pdf,.doc,.docx');
    const file = new File(['%PDF-1.7'], 'certificate-of-currency-2025.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, file);
    await expect(args.onSelect).toHaveBeenCalledWith([file]);
    // Cut to 20 characters on screen, the full name for screen readers and in the tooltip.
    await expect(canvas.getByText('certificate-of-curre…')).toBeVisible();
    await expect(canvas.getByTitle('certificate-of-currency-2025.pdf')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove certificate-of-currency-2025.pdf' }));
    await expect(args.onRemove).toHaveBeenCalledWith(0);
    await expect(canvas.queryByText('certificate-of-curre…')).toBeNull();
  },
};

export const WithDescription: Story = {
  args: { description: 'PDF or Word document, up to 10 MB.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Schedule Choose file' })).toHaveAccessibleDescription(
      'PDF or Word document, up to 10 MB.',
    );
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'Failed to upload uploaded_schedule' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Schedule Choose file' })).toHaveAccessibleDescription(
      'Error: Failed to upload uploaded_schedule',
    );
  },
};

export const WithFiles: Story = {
  args: { files: [{ name: 'schedule-BC-000123-final-signed.pdf' }, { name: 'coc.pdf' }] },
};

export const Uploading: Story = {
  args: { files: [{ name: 'closing.docx' }], isPending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Uploading\.\.\./ })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const ReadOnly: Story = {
  args: { files: [{ name: 'schedule-BC-000123-final-signed.pdf' }], isReadOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Disabled: Story = { args: { isDisabled: true } };
