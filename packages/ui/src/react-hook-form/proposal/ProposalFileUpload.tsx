import { acceptAttribute, planUploadHint, planUploadTypeNames, planUploadTypes, uploadSizeProblem, type ProposalFormValues } from '@buildcover/domain';
import { useState, type ReactElement } from 'react';
import { FileUpload } from '../../forms/FileUpload';
import { useFieldBinding } from '../useFieldBinding';
import type { ProposalFileFieldProps } from './ProposalFieldsContext';

const accept = acceptAttribute(planUploadTypes);

/** What the app does with a chosen plan or report; the design system never fetches. */
export interface ProposalFileUploadProps extends ProposalFileFieldProps {
  /**
   * Stores `file` and resolves to its key, which becomes the field's value. `replacing` is the key
   * it replaces ('' for none). Report how much has gone (0 to 1) through `onProgress`.
   */
  upload: (file: File, context: { replacing: string; onProgress: (fraction: number) => void }) => Promise<string>;
  /** Removes a stored file; resolve when it is gone. Without it, Remove only clears the answer. */
  remove?: (key: string) => Promise<void>;
  /** The name to show for a stored key not uploaded in this field (a saved proposal's file). */
  storedFileName: (key: string) => string;
  /** What a failed upload or removal says, from the error and the sentence to fall back on. */
  describeFailure: (error: unknown, fallback: string) => string;
  /** Show a progress bar from 0 % while uploading (for an `upload` that reports progress). */
  reportsProgress?: boolean;
}

/**
 * A proposal's plan or report field (a 'file' row) bound to the surrounding form: size and type
 * checked before anything is sent, the app's `upload` and `remove` called, the stored key held as
 * the answer. The public form and the back-office editor both draw their file rows with it.
 */
export function ProposalFileUpload({ common, upload, remove, storedFileName, describeFailure, reportsProgress = false }: ProposalFileUploadProps): ReactElement {
  const binding = useFieldBinding<ProposalFormValues>(common.name, { emptyValue: '' });
  const key = typeof binding.value === 'string' ? binding.value : '';
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // How much of the file being uploaded has gone (0 to 1); undefined while removing.
  const [progress, setProgress] = useState<number | undefined>(undefined);
  // Names of the files chosen here, by key: the stored name may not be known yet.
  const [chosenNames, setChosenNames] = useState<Record<string, string>>({});

  const uploadChosen = async (files: File[]): Promise<void> => {
    const file = files[0];
    if (!file) return;
    const tooLarge = uploadSizeProblem(file);
    setFailure(tooLarge);
    if (tooLarge) return;
    setPending(true);
    setProgress(reportsProgress ? 0 : undefined);
    try {
      const stored = await upload(file, { replacing: key, onProgress: (fraction) => reportsProgress && setProgress(fraction) });
      setChosenNames((names) => ({ ...names, [stored]: file.name }));
      binding.onChange(stored as never);
    } catch (error) {
      setFailure(describeFailure(error, `${file.name} could not be uploaded.`));
    } finally {
      setPending(false);
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
    try {
      await remove(key);
      binding.onChange('' as never);
    } catch (error) {
      setFailure(describeFailure(error, 'The file could not be removed.'));
    } finally {
      setPending(false);
    }
  };

  return (
    <FileUpload
      {...common}
      ref={binding.ref}
      files={key ? [{ name: chosenNames[key] ?? storedFileName(key) }] : []}
      onSelect={(files) => void uploadChosen(files)}
      {...(binding.isDisabled ? {} : { onRemove: () => void removeStored() })}
      onBlur={binding.onBlur}
      accept={accept}
      acceptDescription={planUploadTypeNames}
      isPending={pending}
      {...(progress === undefined ? {} : { progress })}
      isDisabled={binding.isDisabled}
      buttonLabel={key ? 'Replace file' : 'Choose file'}
      description={planUploadHint}
      errorMessage={failure ?? binding.errorMessage}
    />
  );
}
