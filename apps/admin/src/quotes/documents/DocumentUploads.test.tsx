import { fail, respond, storedQuoteDetail, useMockApi } from '@buildcover/api-client/testing';
import type { QuoteDetail } from '@buildcover/api-client';
import { api } from '@buildcover/domain/api';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAdminAt } from '../editorApp.test-support';

const policy = {
  id: 8,
  num: null,
  status: 'due_payment',
  inception_date: null,
  expiry_date: null,
  premium_amount: '3038.56',
  premium: null,
  uploaded_schedule: null,
  uploaded_coc: null,
  uploaded_closing: null,
  paid_at: null,
};
const server = useMockApi((mock) => {
  mock.quoteDetails = [{ ...storedQuoteDetail(), policy } as unknown as QuoteDetail];
});

const hint = 'PDF or Word (.pdf, .doc, .docx), up to 10 MB.';
const refusal = 'This file type is not accepted. Please upload PDF or Word (.pdf, .doc, .docx).';

async function openDocuments() {
  renderAdminAt(server, '/admin/quotes/41/documents');
  // The browser's own accept filter is off, so the field's refusal is what is tested.
  const user = userEvent.setup({ applyAccept: false });
  await screen.findByRole('heading', { level: 2, name: /Quote BC-000041/ }, { timeout: 15_000 });
  await user.click(screen.getByRole('button', { name: 'Edit mode' }));
  const button = await screen.findByRole('button', { name: 'Schedule Choose file' }, { timeout: 15_000 });
  return { user, button, input: button.parentElement!.querySelector('input[type="file"]') as HTMLInputElement };
}

describe('document uploads: one list of types per field', { timeout: 60_000 }, () => {
  it('names the same types in the hint, in the refusal of a wrong file, and at the server (which hears the field)', async () => {
    const { user, button, input } = await openDocuments();
    expect(button).toHaveAccessibleDescription(hint);
    await user.upload(input, new File(['png'], 'site-photo.png', { type: 'image/png' }));
    expect(await screen.findByText('site-photo.png: choose a PDF or Word file.')).toBeInTheDocument();
    expect(server.uploads).toHaveLength(0);

    await user.upload(input, new File(['%PDF-1.7'], 'schedule.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Schedule added successfully!')).toBeInTheDocument();
    expect(server.uploads.map((u) => u.field)).toEqual(['uploaded_schedule']);
  });

  it("a file the server refuses says 'Failed to upload Schedule' (the field's label, not its key) and the server's reason", async () => {
    server.use(respond(api.files.upload, () => fail(415, refusal, [{ path: 'file', message: refusal }]), server.url));
    const { user, input } = await openDocuments();
    await user.upload(input, new File(['not really a pdf'], 'schedule.pdf', { type: 'application/pdf' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to upload Schedule');
    expect(alert).toHaveTextContent(refusal);
    expect(alert).not.toHaveTextContent('uploaded_schedule');
  });
});
