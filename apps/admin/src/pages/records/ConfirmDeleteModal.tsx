import { Alert, Button, Modal } from '@buildcover/ui';
import { useState, type ReactElement, type ReactNode } from 'react';

export interface ConfirmDeleteModalProps {
  title: string;
  /** Deletes; resolves with the server's message. */
  onConfirm: () => Promise<string>;
  /** What to say when it fails (the error as thrown). */
  failureMessage: (error: unknown) => string;
  onClose: () => void;
  onDone: (message: string) => void;
  isConfirmDisabled?: boolean;
  children: ReactNode;
}

/** A delete confirmation of the back office: Close, and Confirm that reads 'Deleting...' while working. */
export function ConfirmDeleteModal({
  title,
  onConfirm,
  failureMessage,
  onClose,
  onDone,
  isConfirmDisabled = false,
  children,
}: ConfirmDeleteModalProps): ReactElement {
  const [working, setWorking] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const confirm = async () => {
    setWorking(true);
    setFailure(undefined);
    try {
      onDone(await onConfirm());
    } catch (error) {
      setFailure(failureMessage(error));
      setWorking(false);
    }
  };
  return (
    <Modal
      title={title}
      role="alertdialog"
      isOpen
      hideCloseButton
      onOpenChange={(open) => (open ? undefined : onClose())}
      isKeyboardDismissDisabled={working}
      footer={
        <>
          <Button variant="secondary" onPress={onClose} isDisabled={working}>
            Close
          </Button>
          <Button variant="danger" onPress={confirm} isDisabled={working || isConfirmDisabled}>
            {working ? 'Deleting...' : 'Confirm'}
          </Button>
        </>
      }
    >
      {failure ? <Alert tone="danger" role="alert" title={failure} /> : null}
      {children}
    </Modal>
  );
}
