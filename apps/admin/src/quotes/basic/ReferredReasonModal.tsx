import { referredReasonProblem } from '@buildcover/domain';
import type { QuoteInfoBody } from '@buildcover/domain/api';
import { Button, Modal, TextField } from '@buildcover/ui';
import { useEffect, useState, type ReactElement } from 'react';

export const REFERRED_MODAL_TITLE = 'Referred reason';

export interface ReferredReasonModalProps {
  isOpen: boolean;
  /** The reason stored last time, to start from. */
  initialReason: string;
  isSaving: boolean;
  onCancel: () => void;
  /** Save sends status 'referred' with the reason (back-office §4). */
  onSave: (body: Pick<QuoteInfoBody, 'referred_reason'> & { status: 'referred' }) => void;
}

/** Asks why the quote is referred before the status changes to 'referred'. */
export function ReferredReasonModal({
  isOpen,
  initialReason,
  isSaving,
  onCancel,
  onSave,
}: ReferredReasonModalProps): ReactElement {
  const [reason, setReason] = useState(initialReason);
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    if (isOpen) {
      setReason(initialReason);
      setError(undefined);
    }
  }, [isOpen, initialReason]);

  const save = (): void => {
    const problem = referredReasonProblem(reason);
    if (problem) {
      setError(problem);
      return;
    }
    onSave({ status: 'referred', referred_reason: reason.trim() });
  };

  return (
    <Modal
      title={REFERRED_MODAL_TITLE}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open && !isSaving) onCancel();
      }}
      footer={
        <>
          <Button variant="secondary" onPress={onCancel} isDisabled={isSaving}>
            Cancel
          </Button>
          <Button variant="primary" onPress={save} isPending={isSaving}>
            {isSaving ? 'Saving...' : 'Save'}
          </Button>
        </>
      }
    >
      <TextField
        label="Why is this quote referred to the insurer?"
        name="referred_reason"
        multiline
        rows={4}
        maxLength={1000}
        value={reason}
        onChange={(value) => {
          setReason(value);
          setError(undefined);
        }}
        errorMessage={error}
        isRequired
      />
    </Modal>
  );
}
