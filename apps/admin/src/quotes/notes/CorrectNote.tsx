import { useApiClient, type Note } from '@buildcover/api-client';
import { Button, Modal } from '@buildcover/ui';
import { RichTextEditor } from '@buildcover/ui/rich-text-editor';
import type { ReactElement } from 'react';
import { FeedbackAlert } from '../saveFeedback';
import { useNoteSave } from './useNoteSave';

export const NOTE_CORRECTED = 'Note updated successfully!';
export const NOTE_CORRECTION_FAILED = 'Failed to update the note.';

/**
 * Its author corrects a note (PATCH /quotes/{id}/notes/{noteId}); the server keeps the earlier text
 * in the quote's history and marks the note edited.
 */
export function CorrectNote({
  note,
  onClose,
  onCorrected,
}: {
  note: Note;
  onClose: () => void;
  onCorrected: (message: string) => Promise<unknown>;
}): ReactElement {
  const client = useApiClient();
  const draft = useNoteSave(
    note.note,
    (html) => client.notes.update(note.quote_id, note.id, html),
    NOTE_CORRECTION_FAILED,
  );
  const save = async (): Promise<void> => {
    if (await draft.save()) await onCorrected(NOTE_CORRECTED);
  };

  return (
    <Modal
      title="Correct note"
      size="lg"
      isOpen
      onOpenChange={(open) => !open && !draft.saving && onClose()}
      footer={(close) => (
        <>
          <Button variant="secondary" onPress={close} isDisabled={draft.saving}>
            Cancel
          </Button>
          <Button variant="primary" isPending={draft.saving} onPress={() => void save()}>
            {draft.saving ? 'Saving...' : 'Save note'}
          </Button>
        </>
      )}
    >
      <RichTextEditor {...draft.editor} />
      <FeedbackAlert feedback={draft.feedback} onDismiss={() => draft.setFeedback(null)} />
    </Modal>
  );
}
