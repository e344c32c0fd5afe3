import { storedQuoteDetail, useMockApi } from '@buildcover/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdminAt } from '../editorApp.test-support';

const longNote = `Spoke to the owner about the retaining wall: ${'the engineer will send revised footings and a soil report '.repeat(3)}by Friday.`;

const server = useMockApi(async (mock) => {
  mock.quoteDetails = [storedQuoteDetail()];
  // Seven notes through the API, oldest first: the tab lists them newest first.
  const staff = mock.staffClient();
  for (let n = 1; n <= 6; n += 1) await staff.notes.create(41, `<p>Call ${n} with the builder</p>`);
  await staff.notes.create(41, `<p>${longNote}</p>`);
});

const notesList = () => screen.findByRole('list', { name: 'Notes' }, { timeout: 15_000 });
const notesShown = async () => within(await notesList()).getAllByRole('listitem');

describe('the Notes tab', { timeout: 60_000 }, () => {
  it('lists 5 notes a page, newest first, each previewed to 100 characters', async () => {
    renderAdminAt(server, '/admin/quotes/41/notes');
    const items = await notesShown();
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent(`${longNote.slice(0, 100)}…`);
    expect(items[0]).not.toHaveTextContent(longNote);
    expect(items.slice(1).map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Call 6 with the builder',
      'Call 5 with the builder',
      'Call 4 with the builder',
      'Call 3 with the builder',
    ]);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  });

  it('pages to the older notes with the page in the address, and back', async () => {
    const { user, at } = renderAdminAt(server, '/admin/quotes/41/notes');
    await notesList();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByText('Page 2 of 2')).toBeInTheDocument());
    expect(at()).toBe('/admin/quotes/41/notes?page=2');
    const older = await notesShown();
    expect(older.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Call 2 with the builder',
      'Call 1 with the builder',
    ]);

    await user.click(screen.getByRole('button', { name: 'Go to page 1' }));
    await waitFor(() => expect(screen.getByText('Page 1 of 2')).toBeInTheDocument());
    expect(await notesShown()).toHaveLength(5);
  });

  it('opens a page from the address', async () => {
    renderAdminAt(server, '/admin/quotes/41/notes?page=2');
    await waitFor(() => expect(screen.getByText('Page 2 of 2')).toBeInTheDocument(), { timeout: 15_000 });
    expect(await notesShown()).toHaveLength(2);
  });

  it('a normal user adds notes too, as the server lets every staff member', async () => {
    server.staffUser.user_type = 'normal';
    renderAdminAt(server, '/admin/quotes/41/notes');
    await notesList();
    expect(screen.getByRole('button', { name: 'Add note' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit mode' })).not.toBeInTheDocument();
  });

  it('opens one note in full, with who wrote it', async () => {
    const { user } = renderAdminAt(server, '/admin/quotes/41/notes');
    const [newest] = await notesShown();
    await user.click(within(newest!).getByRole('button', { name: /^Open the note of Broker Admin/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Note' });
    expect(await within(dialog).findByText(longNote)).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Broker Admin');
  });

  it("offers Edit only on its author's notes, and marks a corrected note edited", async () => {
    const someoneElse = {
      ...server.notes[0]!,
      id: 1_000_000,
      user_id: 77,
      user_name: 'Sam Underwood',
      note: '<p>Written by a colleague</p>',
    };
    server.notes.push(someoneElse);
    const mine = server.notes.find((note) => note.note.includes('Call 6'))!;
    mine.edited_at = new Date(Date.parse(mine.created_at!) + 3_600_000).toISOString();
    renderAdminAt(server, '/admin/quotes/41/notes');
    const [colleagues, ...rest] = await notesShown();
    expect(colleagues).toHaveTextContent('Written by a colleague');
    expect(within(colleagues!).queryByRole('button', { name: /^Edit the note/ })).not.toBeInTheDocument();
    const corrected = rest.find((item) => item.textContent?.includes('Call 6'))!;
    expect(within(corrected).getByRole('button', { name: /^Edit the note of Broker Admin/ })).toBeInTheDocument();
    expect(corrected).toHaveTextContent(/· edited \d{2}\/\d{2}\/\d{4}/);
  });
});
