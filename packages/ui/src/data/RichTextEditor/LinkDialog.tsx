'use client';

import { useState, type ReactElement } from 'react';
import { Button } from '../../primitives/Button';
import { TextField } from '../../forms/TextField';
import { Modal } from '../../overlays/Modal';

const webAddress = /^(https?:\/\/[^\s.]+\.[^\s]+|mailto:[^\s@]+@[^\s@]+)$/i;

/** Accepts 'example.com' as https://example.com; returns null when it is not a web or mail address. */
export function normaliseLink(input: string): string | null {
  const trimmed = input.trim();
  if (trimmed === '') return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  return webAddress.test(withScheme) ? withScheme : null;
}

export interface LinkDialogProps {
  isOpen: boolean;
  onCancel: () => void;
  onInsert: (href: string) => void;
}

/** Asks for a web address; only http(s) and mailto links are accepted. */
export function LinkDialog({ isOpen, onCancel, onInsert }: LinkDialogProps): ReactElement {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const reset = () => {
    setText('');
    setError(undefined);
  };
  const submit = () => {
    const href = normaliseLink(text);
    if (!href) {
      setError('Enter a web address, for example https://www.example.com.au');
      return;
    }
    reset();
    onInsert(href);
  };
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) {
          reset();
          onCancel();
        }
      }}
      title="Add link"
      size="sm"
      hideCloseButton
      footer={(close) => (
        <>
          <Button variant="secondary" onPress={close}>
            Cancel
          </Button>
          <Button onPress={submit}>Add link</Button>
        </>
      )}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // The dialog is drawn in a portal, but React passes its submit on to the form the editor
          // sits in (a note's): Enter here adds the link and nothing else.
          event.stopPropagation();
          submit();
        }}
      >
        <TextField
          label="Web address"
          type="url"
          inputMode="url"
          value={text}
          onChange={(next) => {
            setText(next);
            setError(undefined);
          }}
          errorMessage={error}
          autoComplete="url"
        />
      </form>
    </Modal>
  );
}
