import { BuildCoverProvider, Button, TextField } from '@buildcover/ui';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { EditSessionProvider, UNSAVED_TITLE, useEditSession, useReportDirty } from './EditSession';

afterEach(cleanup);

/** A form inside the editor: a field that reports unsaved changes, and a way out of edit mode. */
function Editor(): ReactElement {
  const { isEditing, startEditing, stopEditing, guard } = useEditSession();
  const [saved, setSaved] = useState('Smith');
  const [typed, setTyped] = useState(saved);
  const [left, setLeft] = useState(false);
  useReportDirty('holder', typed !== saved, () => setTyped(saved));
  if (left) return <p>Quotes list</p>;
  return (
    <>
      <Button onPress={isEditing ? stopEditing : startEditing}>Edit mode</Button>
      <Button onPress={() => guard(() => setLeft(true))}>Back</Button>
      <TextField label="Surname" value={typed} onChange={setTyped} isDisabled={!isEditing} />
      <Button onPress={() => setSaved(typed)}>Save</Button>
      <p>{isEditing ? 'editing' : 'reading'}</p>
    </>
  );
}

function renderEditor(canEdit = true) {
  render(
    <BuildCoverProvider>
      <EditSessionProvider canEdit={canEdit}>
        <Editor />
      </EditSessionProvider>
    </BuildCoverProvider>,
  );
  return userEvent.setup();
}

describe('edit mode and the unsaved-changes guard', { timeout: 30_000 }, () => {
  it('starts read-only; Edit mode enables the fields', async () => {
    const user = renderEditor();
    expect(screen.getByLabelText('Surname')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Edit mode' }));
    expect(screen.getByLabelText('Surname')).toBeEnabled();
  });

  it('a user who may not edit stays read-only', async () => {
    const user = renderEditor(false);
    await user.click(screen.getByRole('button', { name: 'Edit mode' }));
    expect(screen.getByText('reading')).toBeInTheDocument();
    expect(screen.getByLabelText('Surname')).toBeDisabled();
  });

  it('leaves edit mode at once when nothing is unsaved', async () => {
    const user = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Edit mode' }));
    await user.click(screen.getByRole('button', { name: 'Edit mode' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByText('reading')).toBeInTheDocument();
  });

  it('asks before leaving edit mode with typed work; Keep editing keeps it, Discard puts the saved value back', async () => {
    const user = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Edit mode' }));
    await user.type(screen.getByLabelText('Surname'), 'son');
    await user.click(screen.getByRole('button', { name: 'Edit mode' }));

    expect(await screen.findByRole('alertdialog', { name: UNSAVED_TITLE })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByText('editing')).toBeInTheDocument();
    expect(screen.getByLabelText('Surname')).toHaveValue('Smithson');

    await user.click(screen.getByRole('button', { name: 'Edit mode' }));
    await user.click(await screen.findByRole('button', { name: 'Discard changes' }));
    expect(screen.getByText('reading')).toBeInTheDocument();
    expect(screen.getByLabelText('Surname')).toHaveValue('Smith');
  });

  it('asks before leaving the page with typed work, and not once it is saved', async () => {
    const user = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Edit mode' }));
    await user.type(screen.getByLabelText('Surname'), 'son');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('alertdialog', { name: UNSAVED_TITLE })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByText('Quotes list')).toBeInTheDocument();
  });
});
