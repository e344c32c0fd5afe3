import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BuildCoverProvider } from '../../theme';
import { LinkDialog } from './LinkDialog';

describe('LinkDialog', () => {
  it('adds the link on Enter without submitting the form the editor sits in', async () => {
    const saveNote = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const insert = vi.fn();
    render(
      <BuildCoverProvider>
        <form onSubmit={saveNote}>
          <LinkDialog isOpen onCancel={() => {}} onInsert={insert} />
        </form>
      </BuildCoverProvider>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Web address' }), 'example.com.au{Enter}');
    expect(insert).toHaveBeenCalledWith('https://example.com.au');
    expect(saveNote).not.toHaveBeenCalled();
  });
});
