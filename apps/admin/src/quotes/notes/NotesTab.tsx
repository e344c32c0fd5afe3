import { useApiClient, useNote, useNotes, useProfile, type Note } from '@buildcover/api-client';
import { emptyListText, formatDate, notePreview, notesPageSize } from '@buildcover/domain';
import { Alert, Button, LoadingState, Modal, PaginationBar } from '@buildcover/ui';
import { RichTextEditor, sanitizeNoteHtml } from '@buildcover/ui/rich-text-editor';
import { useState, type ReactElement } from 'react';
import styled from 'styled-components';
import { useListState } from '../../lists/useListState';
import { EntryItem, EntryList } from '../EntryList';
import { useReportDirty } from '../EditSession';
import { FeedbackAlert, useFeedback } from '../saveFeedback';
import { useNoteSave } from './useNoteSave';
import { CorrectNote } from './CorrectNote';

export const NOTE_ADDED = 'Note added successfully!';
export const NOTE_ADD_FAILED = 'Failed to add the note.';

const Heading = styled.h3`
  margin: ${({ theme }) => theme.space[5]} 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.font.size.lg};
`;
const List = EntryList;
const Entry = styled(EntryItem)`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  & > div { flex: 1 1 16rem; min-width: 0; }
  & p { margin: 0; overflow-wrap: anywhere; }
  & small { display: block; margin-top: ${({ theme }) => theme.space[1]}; color: ${({ theme }) => theme.color.textMuted}; }
`;
const NoteBody = styled.div`
  overflow-wrap: anywhere;
  & p { margin: 0 0 ${({ theme }) => theme.space[2]}; }
  & ul, & ol { padding-inline-start: 1.5rem; }
  & a { color: ${({ theme }) => theme.color.brand}; }
`;
const Actions = styled.div`
  margin: ${({ theme }) => theme.space[3]} 0;
`;

const byLine = (note: Pick<Note, 'user_name' | 'created_at' | 'edited_at'>): string =>
  `${note.user_name} · ${formatDate(note.created_at, { withTime: true })}${note.edited_at ? ` · edited ${formatDate(note.edited_at, { withTime: true })}` : ''}`;

/** One note in full, as stored (sanitised again before it reaches the page). */
function OpenNote({
  quoteId,
  noteId,
  onClose,
}: {
  quoteId: number;
  noteId: number;
  onClose: () => void;
}): ReactElement {
  const note = useNote(quoteId, noteId);
  return (
    <Modal title="Note" size="lg" isOpen onOpenChange={(open) => !open && onClose()}>
      {note.error ? (
        <Alert tone="danger" role="alert" title="The note could not be loaded.">
          {note.error.message}
        </Alert>
      ) : !note.data ? (
        <LoadingState>Loading note...</LoadingState>
      ) : (
        <>
          <p>
            <small>{byLine(note.data)}</small>
          </p>
          {/* sanitizeNoteHtml (DOMPurify, the server's allow-list): no script or handler survives. */}
          <NoteBody dangerouslySetInnerHTML={{ __html: sanitizeNoteHtml(note.data.note) }} />
        </>
      )}
    </Modal>
  );
}

/** Adds a rich-text note (POST /quotes/{id}/notes); the server cleans it with the same allow-list. */
function AddNote({ quoteId, onAdded }: { quoteId: number; onAdded: () => Promise<unknown> }): ReactElement {
  const client = useApiClient();
  const draft = useNoteSave('', (note) => client.notes.create(quoteId, note), NOTE_ADD_FAILED);
  useReportDirty('note', draft.html !== '', () => draft.setHtml(''));

  const add = async (): Promise<void> => {
    if (!(await draft.save())) return;
    draft.setHtml('');
    await onAdded();
    draft.setFeedback({ tone: 'success', message: NOTE_ADDED });
  };

  return (
    <form
      noValidate
      aria-label="Add a note"
      onSubmit={(event) => {
        event.preventDefault();
        void add();
      }}
    >
      <RichTextEditor {...draft.editor} placeholder="Write a note for this quote" />
      <Actions>
        <Button type="submit" variant="primary" isPending={draft.saving}>
          {draft.saving ? 'Saving...' : 'Add note'}
        </Button>
      </Actions>
      <FeedbackAlert feedback={draft.feedback} onDismiss={() => draft.setFeedback(null)} />
    </form>
  );
}

const notesListOptions = { sortable: [], sizes: [notesPageSize], defaultSize: notesPageSize } as const;

/**
 * Notes: the quote's notes newest first, 5 a page with 100-character previews; open one; add one.
 * The page is in the address bar (`?page=2`), so Back and a reload keep it.
 */
export function NotesTab({ quoteId }: { quoteId: number }): ReactElement {
  const [{ page }, changeList] = useListState(notesListOptions);
  const setPage = (next: number): void => changeList({ type: 'page', page: next });
  const [openId, setOpenId] = useState<number | null>(null);
  const [correcting, setCorrecting] = useState<Note | null>(null);
  const [corrected, setCorrected] = useFeedback();
  // Only a note's author may correct it, as the server says.
  const me = useProfile().data?.id;
  const notes = useNotes(quoteId, { start: (page - 1) * notesPageSize, limit: notesPageSize });
  const count = notes.data?.count ?? 0;

  const list = notes.error ? (
    <Alert tone="danger" role="alert" title="The notes could not be loaded.">
      {notes.error.message}
    </Alert>
  ) : !notes.data ? (
    <LoadingState>Loading notes...</LoadingState>
  ) : notes.data.count === 0 ? (
    <p>{emptyListText}</p>
  ) : (
    <>
      <List aria-label="Notes">
        {notes.data.results.map((note) => (
          <Entry key={note.id}>
            <div>
              <p>{notePreview(note.note)}</p>
              <small>{byLine(note)}</small>
            </div>
            <Button
              variant="secondary"
              size="sm"
              aria-label={`Open the note of ${byLine(note)}`}
              onPress={() => setOpenId(note.id)}
            >
              Open
            </Button>
            {me !== undefined && note.user_id === me ? (
              <Button
                variant="secondary"
                size="sm"
                aria-label={`Edit the note of ${byLine(note)}`}
                onPress={() => setCorrecting(note)}
              >
                Edit
              </Button>
            ) : null}
          </Entry>
        ))}
      </List>
      <PaginationBar
        aria-label="Notes pages"
        page={page}
        pageSize={notesPageSize}
        totalItems={count}
        onPageChange={(next) => {
          // Past the last page (a link kept from before): a correction, not a step to go Back to.
          changeList({ type: 'page', page: next }, { replace: page > Math.max(1, Math.ceil(count / notesPageSize)) });
        }}
        onPageSizeChange={() => setPage(1)}
        pageSizeOptions={[notesPageSize]}
      />
    </>
  );

  return (
    <>
      {/* Every staff member adds notes, as the server lets them (back-office §6: no action is limited by role). */}
      <AddNote
        quoteId={quoteId}
        onAdded={async () => {
          setPage(1);
          await notes.mutate();
        }}
      />
      <Heading>Notes</Heading>
      <FeedbackAlert feedback={corrected} onDismiss={() => setCorrected(null)} />
      {list}
      {openId !== null ? <OpenNote quoteId={quoteId} noteId={openId} onClose={() => setOpenId(null)} /> : null}
      {correcting ? (
        <CorrectNote
          note={correcting}
          onClose={() => setCorrecting(null)}
          onCorrected={async (message) => {
            await notes.mutate();
            setCorrecting(null);
            setCorrected({ tone: 'success', message });
          }}
        />
      ) : null}
    </>
  );
}
