import { isApiError, useApiClient } from '@buildcover/api-client';
import { acceptAttribute, planUploadHint, planUploadTypeNames, planUploadTypes, uploadSizeProblem, type ProposalFormValues } from '@buildcover/domain';
import { FileUpload } from '@buildcover/ui';
import { useFieldBinding, type ProposalFileFieldProps } from '@buildcover/ui/react-hook-form';
import { useState, type ReactElement } from 'react';
import { useProposalDraft } from './ProposalDraft';

const accept = acceptAttribute(planUploadTypes);

/** What to tell the customer when an upload or removal fails: the server's words, or ours. */
function uploadFailure(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status !== 0 && error.status < 500) return error.message;
  if (isApiError(error) && error.status === 0) return `${fallback} Please check your connection and try again.`;
  return `${fallback} Please try again.`;
}

/**
 * A plan or report for a risk answered yes: uploaded as soon as it is chosen (POST
 * /api/v1/static/upload under the proposal's uid, with the payload's field name), removed on the
 * server too when the customer removes it. The form value is the stored file key.
 */
export function ProposalFileField({ def, common }: ProposalFileFieldProps): ReactElement {
  const client = useApiClient();
  const draft = useProposalDraft();
  const binding = useFieldBinding<ProposalFormValues>(common.name, { emptyValue: '' });
  const key = typeof binding.value === 'string' ? binding.value : '';
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // How much of the file being uploaded has gone (0 to 1); undefined while removing.
  const [progress, setProgress] = useState<number | undefined>(undefined);
  const field = def.api?.split('.').pop() ?? def.path;

  const upload = async (files: File[]): Promise<void> => {
    const file = files[0];
    if (!file) return;
    const tooLarge = uploadSizeProblem(file);
    setFailure(tooLarge);
    if (tooLarge) return;
    setPending(true);
    setProgress(0);
    try {
      const uid = await draft.ensureUid();
      const previous = key;
      const result = await client.files.uploadQuoteFile({ uid, field, file, fileName: file.name, onProgress: setProgress });
      draft.rememberFile(result.key, file.name);
      binding.onChange(result.key as never);
      // A replaced file is removed on the server too; its loss must not undo the new upload.
      if (previous) void client.publicQuotes.removeFile({ uid, file_key: previous }).then(() => draft.forgetFile(previous), () => undefined);
    } catch (error) {
      setFailure(uploadFailure(error, `${file.name} could not be uploaded.`));
    } finally {
      setPending(false);
    }
  };

  const remove = async (): Promise<void> => {
    if (!key) return;
    setFailure(null);
    setProgress(undefined);
    setPending(true);
    try {
      const uid = await draft.ensureUid();
      await client.publicQuotes.removeFile({ uid, file_key: key });
      draft.forgetFile(key);
      binding.onChange('' as never);
    } catch (error) {
      // Already gone on the server (swept, or removed in another tab): gone here too.
      if (isApiError(error) && error.status === 404) {
        draft.forgetFile(key);
        binding.onChange('' as never);
        return;
      }
      setFailure(uploadFailure(error, 'The file could not be removed.'));
    } finally {
      setPending(false);
    }
  };

  return (
    <FileUpload
      {...common}
      ref={binding.ref}
      files={key ? [{ name: draft.fileNames[key] ?? 'Uploaded file' }] : []}
      onSelect={(files) => void upload(files)}
      onRemove={() => void remove()}
      onBlur={binding.onBlur}
      accept={accept}
      acceptDescription={planUploadTypeNames}
      isPending={pending}
      {...(progress === undefined ? {} : { progress })}
      buttonLabel={key ? 'Replace file' : 'Choose file'}
      description={planUploadHint}
      errorMessage={failure ?? binding.errorMessage}
    />
  );
}
