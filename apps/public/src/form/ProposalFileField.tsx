import { isApiError, usePublicApiClient } from '@buildcover/api-client';
import { ProposalFileUpload, type ProposalFileFieldProps } from '@buildcover/ui/react-hook-form';
import type { ReactElement } from 'react';
import { useProposalDraft } from './ProposalDraft';

/** What to tell the customer when an upload or removal fails: the server's words, or ours. */
function uploadFailure(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status !== 0 && error.status < 500) return error.message;
  if (isApiError(error) && error.status === 0) return `${fallback} Please check your connection and try again.`.trim();
  return `${fallback} Please try again.`.trim();
}

/**
 * A plan or report for a risk answered yes: uploaded as soon as it is chosen (POST
 * /api/v1/static/upload under the proposal's uid, with the payload's field name), removed on the
 * server too when the customer removes or replaces it (the replaced one first: ProposalFileUpload).
 * The form value is the stored file key.
 */
export function ProposalFileField(props: ProposalFileFieldProps): ReactElement {
  const client = usePublicApiClient();
  const draft = useProposalDraft();
  const field = props.def.api?.split('.').pop() ?? props.def.path;

  const upload = async (file: File, { onProgress }: { onProgress: (fraction: number) => void }): Promise<string> => {
    const uid = await draft.ensureUid();
    const result = await client.files.uploadQuoteFile({ uid, field, file, fileName: file.name, onProgress });
    draft.rememberFile(result.key, file.name);
    return result.key;
  };

  const remove = async (key: string): Promise<void> => {
    const uid = await draft.ensureUid();
    try {
      await client.publicQuotes.removeFile({ uid, file_key: key });
    } catch (error) {
      // Already gone on the server (swept, or removed in another tab): gone here too.
      if (!(isApiError(error) && error.status === 404)) throw error;
    }
    draft.forgetFile(key);
  };

  return (
    <ProposalFileUpload
      {...props}
      upload={upload}
      remove={remove}
      storedFileName={(key) => draft.fileNames[key] ?? 'Uploaded file'}
      describeFailure={uploadFailure}
      reportsProgress
    />
  );
}
