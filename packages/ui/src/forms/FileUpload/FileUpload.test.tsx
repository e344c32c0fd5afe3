import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BuildCoverProvider } from '../../theme';
import { FileUpload } from './FileUpload';
import { describeAccept, isAccepted, truncateFileName } from './fileNames';

describe('file names', () => {
  it('cuts names longer than 20 characters', () => {
    expect(truncateFileName('short.pdf')).toBe('short.pdf');
    expect(truncateFileName('exactly-twenty-chars')).toBe('exactly-twenty-chars');
    expect(truncateFileName('schedule-BC-000123-final.pdf')).toBe('schedule-BC-000123-f…');
  });
  it('checks extensions and MIME types of the accept list', () => {
    expect(isAccepted({ name: 'A.PDF', type: '' }, '.pdf,.doc,.docx')).toBe(true);
    expect(isAccepted({ name: 'a.exe', type: 'application/x-msdownload' }, '.pdf,.doc,.docx')).toBe(false);
    expect(isAccepted({ name: 'photo', type: 'image/png' }, 'image/*')).toBe(true);
    expect(describeAccept('.pdf,.doc,.docx')).toBe('.pdf, .doc or .docx');
  });
});

describe('FileUpload', () => {
  it('refuses a file outside the accept list with a message, and never hands it on', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onSelect = vi.fn();
    const { container } = render(
      <BuildCoverProvider withGlobalStyle={false}>
        <FileUpload label="Schedule" files={[]} onSelect={onSelect} />
      </BuildCoverProvider>,
    );
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Schedule Choose file' })).toHaveAccessibleDescription(
      'Error: setup.exe: choose a .pdf, .doc or .docx file.',
    );
    const pdf = new File(['%PDF'], 'schedule.pdf', { type: 'application/pdf' });
    await user.upload(input, pdf);
    expect(onSelect).toHaveBeenCalledWith([pdf]);
    expect(screen.queryByText(/setup\.exe/)).toBeNull();
  });

  it('lists files with the full name for screen readers and a remove button per file', async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn();
    render(
      <BuildCoverProvider withGlobalStyle={false}>
        <FileUpload
          label="Closing"
          files={[{ name: 'closing-statement-2025-final.docx' }]}
          onSelect={() => {}}
          onRemove={onRemove}
        />
      </BuildCoverProvider>,
    );
    expect(screen.getByRole('list', { name: 'Chosen files' })).toHaveTextContent('closing-statement-20…');
    expect(screen.getByTitle('closing-statement-2025-final.docx')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove closing-statement-2025-final.docx' }));
    expect(onRemove).toHaveBeenCalledWith(0);
  });

  it('shows how much of the upload has gone while it is pending', () => {
    const { rerender } = render(
      <BuildCoverProvider withGlobalStyle={false}>
        <FileUpload
          label="Plans"
          files={[]}
          onSelect={() => undefined}
          isPending
          progress={0.42}
          acceptDescription="PDF or Word"
        />
      </BuildCoverProvider>,
    );
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuetext', '42%');
    rerender(
      <BuildCoverProvider withGlobalStyle={false}>
        <FileUpload label="Plans" files={[{ name: 'plans.pdf' }]} onSelect={() => undefined} progress={1} />
      </BuildCoverProvider>,
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('refuses in the words it is given', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { container } = render(
      <BuildCoverProvider withGlobalStyle={false}>
        <FileUpload
          label="Plans"
          files={[]}
          onSelect={() => undefined}
          accept=".pdf,.doc,.docx"
          acceptDescription="PDF or Word"
        />
      </BuildCoverProvider>,
    );
    await user.upload(container.querySelector<HTMLInputElement>('input[type="file"]')!, new File(['MZ'], 'setup.exe'));
    expect(screen.getByRole('button', { name: 'Plans Choose file' })).toHaveAccessibleDescription(
      'Error: setup.exe: choose a PDF or Word file.',
    );
  });
});
