import { Modal } from '@buildcover/ui';
import type { ReactElement } from 'react';
import { Link } from 'wouter';
import { ContactDetails } from './ContactDetails';

/** The header's Contact Us: phone, street address and a link to the contact page (public-site §1). */
export function ContactModal({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}): ReactElement {
  return (
    <Modal title="Contact Details" isOpen={isOpen} onOpenChange={onOpenChange} isDismissable size="sm">
      {(close) => (
        <>
          <ContactDetails />
          <p>
            <Link href="/contact" onClick={close}>
              Visit our contact page
            </Link>
          </p>
        </>
      )}
    </Modal>
  );
}
