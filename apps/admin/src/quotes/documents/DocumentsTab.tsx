import { isApiError, useApiClient, type QuoteDetail } from '@buildcover/api-client';
import {
  acceptAttribute,
  backOfficeMessages,
  documentUpload,
  policyDocumentKeys,
  uploadAddedMessage,
  uploadFailedMessage,
  uploadHint,
  uploadSizeProblem,
  type PolicyDocumentKey,
} from '@buildcover/domain';
import { Alert, Button, FileUpload } from '@buildcover/ui';
import { useState, type ReactElement } from 'react';
import styled from 'styled-components';
import { useEditSession, useReportDirty } from '../EditSession';
import { fileNameLength, StoredFileDownload } from '../files/StoredFileDownload';
import { FORBIDDEN_MESSAGE, FeedbackAlert, useFeedback, type Feedback } from '../saveFeedback';

export const DOCUMENTS_NEED_POLICY =
  'Documents belong to the policy: choose an insurer on the Basic Details tab first.';
const accept = acceptAttribute(documentUpload.types);

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;
const Actions = styled.div`
  margin: ${({ theme }) => theme.space[4]} 0;
`;

type Uploaded = Partial<Record<PolicyDocumentKey, { key: string; name: string }>>;

/**
 * Documents: upload Schedule, COC and Closing (.pdf, .doc, .docx) each on its own, then Submit
 * attaches them to the policy (PATCH /quotes/policy/{id}/documents); stored ones download with the
 * staff session (StoredFileDownload). Messages as back-office §8 gives them.
 */
export function DocumentsTab({
  quote,
  revalidate,
}: {
  quote: QuoteDetail;
  revalidate: () => Promise<unknown>;
}): ReactElement {
  const client = useApiClient();
  const { isEditing } = useEditSession();
  const [uploaded, setUploaded] = useState<Uploaded>({});
  const [pending, setPending] = useState<PolicyDocumentKey | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [feedback, setFeedback] = useFeedback();
  const [problems, setProblems] = useState<Partial<Record<PolicyDocumentKey, string>>>({});
  const hasUploads = Object.keys(uploaded).length > 0;
  useReportDirty('documents', hasUploads, () => setUploaded({}));
  const policyId = quote.policy?.id;
  if (policyId === undefined) return <Alert tone="info" role="status" title={DOCUMENTS_NEED_POLICY} />;

  const upload = async (field: PolicyDocumentKey, label: string, file: File): Promise<void> => {
    setFeedback(null);
    const tooLarge = uploadSizeProblem(file);
    setProblems((prev) => ({ ...prev, [field]: tooLarge ?? undefined }));
    if (tooLarge) return;
    setPending(field);
    try {
      const result = await client.files.upload(file, file.name, field);
      if (!result.saved || !result.key) {
        setFeedback({ tone: 'danger', message: backOfficeMessages.uploadFailed });
        return;
      }
      setUploaded((prev) => ({ ...prev, [field]: { key: result.key, name: file.name } }));
      setFeedback({ tone: 'success', message: uploadAddedMessage(label) });
    } catch (error) {
      setFeedback(
        isApiError(error) && error.status === 403
          ? { tone: 'danger', message: FORBIDDEN_MESSAGE }
          : {
              tone: 'danger',
              message: uploadFailedMessage(label),
              detail: isApiError(error) ? error.message : undefined,
            },
      );
    } finally {
      setPending(null);
    }
  };

  const submit = async (): Promise<void> => {
    setFeedback(null);
    setSubmitting(true);
    try {
      await client.documents.attach(
        policyId,
        Object.fromEntries(Object.entries(uploaded).map(([field, file]) => [field, file.key])),
      );
      setUploaded({});
      await revalidate();
      setFeedback({ tone: 'success', message: backOfficeMessages.documentsUploaded });
    } catch (error) {
      const result: Feedback =
        isApiError(error) && error.status === 403
          ? { tone: 'danger', message: FORBIDDEN_MESSAGE }
          : {
              tone: 'danger',
              message: backOfficeMessages.documentsFailed,
              detail: isApiError(error) ? error.message : undefined,
            };
      setFeedback(result);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <>
      <Grid>
        {policyDocumentKeys.map(({ key: field, label }) => {
          const stored = quote.files.find((f) => f.meta.field === field);
          const chosen = uploaded[field];
          return (
            <div key={field}>
              <FileUpload
                label={label}
                name={field}
                files={chosen ? [{ name: chosen.name }] : []}
                onSelect={(files) => {
                  const file = files[0];
                  if (file) void upload(field, label, file);
                }}
                {...(chosen ? { onRemove: () => setUploaded(({ [field]: _removed, ...rest }) => rest) } : {})}
                accept={accept}
                acceptDescription={documentUpload.names}
                maxNameLength={fileNameLength}
                isPending={pending === field}
                isDisabled={!isEditing || submitting}
                buttonLabel={stored || chosen ? 'Replace file' : 'Choose file'}
                description={uploadHint(documentUpload)}
                errorMessage={problems[field]}
              />
              {stored ? (
                <StoredFileDownload
                  fileKey={stored.file_key}
                  fileName={stored.file_name}
                  label={label}
                  onFailure={setFeedback}
                />
              ) : null}
            </div>
          );
        })}
      </Grid>
      <FeedbackAlert feedback={feedback} onDismiss={() => setFeedback(null)} />
      {isEditing ? (
        <Actions>
          {/* Disabled until at least one document has been uploaded (back-office §4). */}
          <Button
            variant="primary"
            isDisabled={!hasUploads || pending !== null}
            isPending={submitting}
            onPress={() => void submit()}
          >
            {submitting ? 'Submitting...' : 'Submit'}
          </Button>
        </Actions>
      ) : null}
    </>
  );
}
