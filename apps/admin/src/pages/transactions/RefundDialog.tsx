import { isApiError, useApiClient, type PaymentTransaction } from '@buildcover/api-client';
import { formatAud, refundRequestSchema } from '@buildcover/domain';
import { Alert, Button, Modal, TextField } from '@buildcover/ui';
import { useState, type ReactElement } from 'react';

export interface RefundDialogProps {
  transaction: PaymentTransaction;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The refunded transaction and the server's message. */
  onRefunded: (transaction: PaymentTransaction, message: string) => void;
}

/**
 * Refund a successful payment in full, with the reason (kept on the payment and in the audit log).
 * The reason is checked by the domain's schema before anything is sent; the server's refusal (not a
 * super admin, the gateway said no) is shown in the dialog, and the reason typed is kept.
 */
export function RefundDialog({ transaction, isOpen, onOpenChange, onRefunded }: RefundDialogProps): ReactElement {
  const client = useApiClient();
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [working, setWorking] = useState(false);

  const submit = async () => {
    const parsed = refundRequestSchema.safeParse({ reason });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    setFailure(undefined);
    setWorking(true);
    try {
      const answer = await client.payments.refund(transaction.id, parsed.data);
      onRefunded(answer.data, answer.message);
      onOpenChange(false);
    } catch (error) {
      const field = isApiError(error) ? error.fieldMessage('reason') : undefined;
      if (field) setFieldError(field);
      else setFailure(isApiError(error) ? error.message : 'Failed to refund the payment. Please try again.');
    } finally {
      setWorking(false);
    }
  };

  return (
    <Modal
      title={`Refund ${formatAud(transaction.total_amount)} to ${transaction.card_number_mask ?? 'the card'}?`}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      role="alertdialog"
      isKeyboardDismissDisabled={working}
      footer={(close) => (
        <>
          <Button variant="secondary" onPress={close} isDisabled={working}>
            Cancel
          </Button>
          <Button variant="danger" onPress={submit} isDisabled={working}>
            {working ? 'Refunding...' : 'Refund payment'}
          </Button>
        </>
      )}
    >
      <p>
        The whole payment for quote {transaction.quote_ref} goes back to the card through the payment gateway, and
        policy {transaction.policy_num ?? `#${transaction.policy_id}`} is cancelled. This cannot be undone.
      </p>
      {failure ? <Alert tone="danger" role="alert" title={failure} /> : null}
      <TextField
        label="Reason for the refund"
        isRequired
        multiline
        rows={3}
        maxLength={500}
        value={reason}
        onChange={(value) => {
          setReason(value);
          setFieldError(undefined);
        }}
        errorMessage={fieldError}
      />
    </Modal>
  );
}
