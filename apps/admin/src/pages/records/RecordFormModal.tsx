import { Button, Modal, type ModalSize } from '@buildcover/ui';
import type { ReactElement, ReactNode } from 'react';

export interface RecordFormModalProps {
  /** 'Add Insurer' or 'Update Insurer'. */
  title: string;
  /** The id of the form inside, which the footer's submit button sends. */
  formId: string;
  /** Update rather than create: names the submit button. */
  isUpdate: boolean;
  isSubmitting: boolean;
  /** Submit blocked (e.g. while a field error stands). */
  isSubmitDisabled?: boolean;
  size?: ModalSize;
  onClose: () => void;
  children: ReactNode;
}

/** A back-office create/update modal: Close, and Create or Update reading 'Processing...' while it saves (back-office §5). */
export function RecordFormModal({
  title,
  formId,
  isUpdate,
  isSubmitting,
  isSubmitDisabled = false,
  size,
  onClose,
  children,
}: RecordFormModalProps): ReactElement {
  return (
    <Modal
      title={title}
      {...(size ? { size } : {})}
      isOpen
      hideCloseButton
      onOpenChange={(open) => (open ? undefined : onClose())}
      isKeyboardDismissDisabled={isSubmitting}
      footer={
        <>
          <Button variant="secondary" onPress={onClose} isDisabled={isSubmitting}>
            Close
          </Button>
          <Button type="submit" form={formId} isDisabled={isSubmitting || isSubmitDisabled}>
            {isSubmitting ? 'Processing...' : isUpdate ? 'Update' : 'Create'}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
