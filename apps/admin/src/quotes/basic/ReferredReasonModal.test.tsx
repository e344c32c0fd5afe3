import { quoteInfoMessages } from '@buildcover/domain';
import { BuildCoverProvider } from '@buildcover/ui';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReferredReasonModal, REFERRED_MODAL_TITLE } from './ReferredReasonModal';

afterEach(cleanup);

function renderModal(initialReason = '') {
  const onSave = vi.fn();
  const onCancel = vi.fn();
  render(
    <BuildCoverProvider>
      <ReferredReasonModal isOpen initialReason={initialReason} isSaving={false} onSave={onSave} onCancel={onCancel} />
    </BuildCoverProvider>,
  );
  return { onSave, onCancel, user: userEvent.setup() };
}

describe('the referred-reason modal', { timeout: 30_000 }, () => {
  it('refuses an empty reason with the domain message and sends nothing', async () => {
    const { onSave, user } = renderModal();
    expect(screen.getByRole('dialog', { name: REFERRED_MODAL_TITLE })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(quoteInfoMessages.referredReason)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('Save sends status referred with the typed reason', async () => {
    const { onSave, user } = renderModal();
    await user.type(
      screen.getByRole('textbox', { name: /Why is this quote referred/ }),
      '  Heritage listing needs the insurer  ',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ status: 'referred', referred_reason: 'Heritage listing needs the insurer' });
  });

  it('starts from the stored reason; Cancel closes without saving', async () => {
    const { onSave, onCancel, user } = renderModal('Stored reason');
    expect(screen.getByRole('textbox', { name: /Why is this quote referred/ })).toHaveValue('Stored reason');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
    expect(onSave).not.toHaveBeenCalled();
  });
});
