import { Button, lazyComponent } from '@buildcover/ui';
import { Suspense, useState, type ReactElement } from 'react';
import type { SavedFormPlace } from '@buildcover/domain/api';
import type { Proposal } from './proposal';

// The dialog's code (and the contract's e-mail check) loads when the customer first asks for it.
const SaveForLaterDialog = lazyComponent(() => import('./SaveForLaterDialog'), 'SaveForLaterDialog');

/**
 * 'Save and finish later': the button, and its dialog (./SaveForLaterDialog.tsx), which keeps the
 * answers on the server and e-mails a link that opens them on any device, in the reading of the
 * form (and at the step) the customer saved from.
 */
export function SaveForLater({ proposal, place }: { proposal: Proposal; place: SavedFormPlace }): ReactElement {
  const [isOpen, setOpen] = useState(false);
  // Each opening starts a fresh dialog (no message or answer from the last one); the address stays.
  const [openings, setOpenings] = useState(0);
  const [email, setEmail] = useState('');

  const open = (): void => {
    setEmail((typed) => typed || proposal.form.getValues('policyHolder.emailAddress'));
    setOpenings((count) => count + 1);
    setOpen(true);
  };

  return (
    <>
      <Button variant="secondary" onPress={open}>
        Save and finish later
      </Button>
      {openings > 0 ? (
        <Suspense fallback={null}>
          <SaveForLaterDialog
            key={openings}
            proposal={proposal}
            place={place}
            isOpen={isOpen}
            onOpenChange={setOpen}
            email={email}
            onEmailChange={setEmail}
          />
        </Suspense>
      ) : null}
    </>
  );
}
