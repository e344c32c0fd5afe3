import { useApiClient, type QuoteDetail } from '@buildcover/api-client';
import { ProposalFileUpload, type ProposalFileFieldProps } from '@buildcover/ui/react-hook-form';
import type { ReactElement } from 'react';
import { useWatch } from 'react-hook-form';
import { StoredFileDownload } from '../files/StoredFileDownload';
import { failureFeedback, FeedbackAlert, useFeedback } from '../saveFeedback';

/** What a failed staff upload says: the save's wording, with the server's reason when it gave one. */
function describeFailure(error: unknown, fallback: string): string {
  const feedback = failureFeedback(error, fallback);
  return [feedback.message, feedback.detail].filter(Boolean).join(' ');
}

/**
 * A plan or report of the property risk section in the editor: the stored file by its name with
 * its download link, and in edit mode a staff upload (POST /api/v1/static/upload) whose key the
 * section save stores.
 */
export function StaffFileField({
  files,
  ...props
}: ProposalFileFieldProps & { files: QuoteDetail['files'] }): ReactElement {
  const client = useApiClient();
  const key: unknown = useWatch({ name: props.common.name });
  const stored = typeof key === 'string' && key !== '' ? files.find((f) => f.file_key === key) : undefined;
  const [downloadFailure, setDownloadFailure] = useFeedback();
  return (
    <div>
      <ProposalFileUpload
        {...props}
        upload={async (file) =>
          (await client.files.upload(file, file.name, props.def.api?.split('.').pop() ?? props.def.path)).key
        }
        storedFileName={(fileKey) => files.find((f) => f.file_key === fileKey)?.file_name ?? props.def.label}
        describeFailure={describeFailure}
      />
      {stored ? (
        <StoredFileDownload
          fileKey={stored.file_key}
          fileName={stored.file_name}
          label={props.def.label}
          onFailure={setDownloadFailure}
        />
      ) : null}
      <FeedbackAlert feedback={downloadFailure} onDismiss={() => setDownloadFailure(null)} />
    </div>
  );
}
