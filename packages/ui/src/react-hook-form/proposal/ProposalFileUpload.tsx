'use client';

import {
  acceptAttribute,
  planUploadHint,
  planUploadTypeNames,
  planUploadTypes,
  uploadSizeProblem,
  type ProposalFormValues,
} from '@buildcover/domain';
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { FileUpload } from '../../forms/FileUpload';
import { useFieldBinding } from '../useFieldBinding';
import type { ProposalFileFieldProps } from './ProposalFieldsContext';

const accept = acceptAttribute(planUploadTypes);

/** What the app does with a chosen plan or report; the design system never fetches. */
export interface ProposalFileUploadProps extends ProposalFileFieldProps {
  /**
   * Stores `file` and resolves to its key, which becomes the field's value. Report how much has
   * gone (0 to 1) through `onProgress`.
   */
  upload: (file: File, context: { onProgress: (fraction: number) => void }) => Promise<string>;
  /**
   * Removes a stored file; resolve when it is gone. Also called for the file a new one replaces,
   * before the new one is sent. Without it, Remove (and a replacement) only changes the answer.
   */
  remove?: (key: string) => Promise<void>;
  /** The name to show for a stored key not uploaded in this field (a saved proposal's file). */
  storedFileName: (key: string) => string;
  /** What a failed upload or removal says, from the error and the sentence to fall back on ('' for none of its own). */
  describeFailure: (error: unknown, fallback: string) => string;
  /** Show a progress bar from 0 % while uploading (for an `upload` that reports progress). */
  reportsProgress?: boolean;
}

/**
 * A proposal's plan or report field (a 'file' row) bound to the surrounding form: size and type
 * checked before anything is sent, the app's `upload` and `remove` called, the stored key held as
 * the answer. The public form and the back-office editor both draw their file rows with it.
 */
export function ProposalFileUpload({
  common,
  upload,
  remove,
  storedFileName,
  describeFailure,
  reportsProgress = false,
}: ProposalFileUploadProps): ReactElement {
  // `common.name` is any form path (ProposalFieldsContext), so onChange takes every field's value type at once (never): the `as never` below hand it a file field's value, a stored key or ''.
  const binding = useFieldBinding<ProposalFormValues>(common.name, { emptyValue: '' });
  const key = typeof binding.value === 'string' ? binding.value : '';
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // How much of the file being uploaded has gone (0 to 1); undefined while removing.
  const [progress, setProgress] = useState<number | undefined>(undefined);
  const [removing, setRemoving] = useState(false);
  // Names of the files chosen here, by key: the stored name may not be known yet.
  const [chosenNames, setChosenNames] = useState<Record<string, string>>({});
  const nameOf = (stored: string): string => chosenNames[stored] ?? storedFileName(stored);
  // The buttons are disabled while a request is out, which drops the keyboard focus: after a removal
  // it comes back to Remove when the file is still there, else (and after an upload) to the choose button.
  const box = useRef<HTMLDivElement>(null);
  const [refocus, setRefocus] = useState<'remove' | 'choose' | null>(null);
  useEffect(() => {
    if (!refocus || pending) return;
    setRefocus(null);
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (!lost) return;
    const removeButton =
      refocus === 'remove' ? box.current?.querySelector<HTMLButtonElement>('button[aria-label^="Remove "]') : null;
    (removeButton ?? box.current?.querySelector<HTMLButtonElement>('button'))?.focus();
  }, [refocus, pending]);

  /** Removes a stored file; on failure says which file is still uploaded, and why, and throws. */
  const removeOrSay = async (stored: string, lead: string): Promise<void> => {
    if (!remove) return;
    try {
      await remove(stored);
    } catch (error) {
      setFailure(`${lead} ${describeFailure(error, '').trim()}`.trim());
      throw error;
    }
  };

  const uploadChosen = async (files: File[]): Promise<void> => {
    const file = files[0];
    if (!file) return;
    const tooLarge = uploadSizeProblem(file);
    setFailure(tooLarge);
    if (tooLarge) return;
    setPending(true);
    setProgress(reportsProgress ? 0 : undefined);
    try {
      // The file it replaces goes first: kept after a failed removal, it would go with the proposal
      // while the list showed only the new one.
      if (key && remove) {
        setRemoving(true);
        try {
          await removeOrSay(
            key,
            `${file.name} was not uploaded: ${nameOf(key)}, which it replaces, could not be removed.`,
          );
        } catch {
          return;
        } finally {
          setRemoving(false);
        }
        binding.onChange('' as never);
      }
      const stored = await upload(file, { onProgress: (fraction) => reportsProgress && setProgress(fraction) });
      setChosenNames((names) => ({ ...names, [stored]: file.name }));
      binding.onChange(stored as never);
    } catch (error) {
      setFailure(describeFailure(error, `${file.name} could not be uploaded.`));
    } finally {
      setPending(false);
      setRefocus('choose');
    }
  };

  const removeStored = async (): Promise<void> => {
    if (!key) return;
    setFailure(null);
    setProgress(undefined);
    if (!remove) {
      binding.onChange('' as never);
      return;
    }
    setPending(true);
    setRemoving(true);
    try {
      await removeOrSay(key, `${nameOf(key)} is still uploaded: it could not be removed.`);
      binding.onChange('' as never);
    } catch {
      // Said at the field; the file stays listed, as it stays on the server.
    } finally {
      setPending(false);
      setRemoving(false);
      setRefocus('remove');
    }
  };

  return (
    <div ref={box}>
      <FileUpload
        {...common}
        ref={binding.ref}
        files={key ? [{ name: nameOf(key) }] : []}
        onSelect={(files) => void uploadChosen(files)}
        {...(binding.isDisabled ? {} : { onRemove: () => void removeStored() })}
        onBlur={binding.onBlur}
        accept={accept}
        acceptDescription={planUploadTypeNames}
        isPending={pending}
        pendingLabel={removing ? 'Removing...' : 'Uploading...'}
        {...(progress === undefined ? {} : { progress })}
        isDisabled={binding.isDisabled}
        buttonLabel={key ? 'Replace file' : 'Choose file'}
        description={planUploadHint}
        errorMessage={failure ?? binding.errorMessage}
      />
    </div>
  );
}
