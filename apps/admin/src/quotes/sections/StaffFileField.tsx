import { useApiClient, type QuoteDetail } from '@buildcover/api-client';
import { acceptAttribute, planUploadHint, planUploadTypes, uploadSizeProblem } from '@buildcover/domain';
import { FileUpload } from '@buildcover/ui';
import { useFieldBinding, type ProposalFileFieldProps } from '@buildcover/ui/react-hook-form';
import { useState, type ReactElement } from 'react';
import { StoredFileDownload } from '../files/StoredFileDownload';
import { failureFeedback } from '../saveFeedback';

const accept = acceptAttribute(planUploadTypes);

/**
 * A plan or report of the property risk section in the editor: the stored file by its name with
 * its download link, and in edit mode a staff upload (POST /api/v1/static/upload) whose key the section save stores.
 */
export function StaffFileField({ def, common, files }: ProposalFileFieldProps & { files: QuoteDetail['files'] }): ReactElement {
  const client = useApiClient();
  const binding = useFieldBinding(common.name, { emptyValue: '' });
  const key = typeof binding.value === 'string' ? binding.value : '';
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [names, setNames] = useState<Record<string, string>>({});
  const stored = files.find((f) => f.file_key === key);

  const upload = async (chosen: File[]): Promise<void> => {
    const file = chosen[0];
    if (!file) return;
    const tooLarge = uploadSizeProblem(file);
    setFailure(tooLarge);
    if (tooLarge) return;
    setPending(true);
    try {
      const result = await client.files.upload(file, file.name);
      setNames((prev) => ({ ...prev, [result.key]: file.name }));
      binding.onChange(result.key as never);
    } catch (error) {
      const feedback = failureFeedback(error, `${file.name} could not be uploaded.`);
      setFailure([feedback.message, feedback.detail].filter(Boolean).join(' '));
    } finally {
      setPending(false);
    }
  };

  return (
    <div>
      <FileUpload
        {...common}
        ref={binding.ref}
        files={key ? [{ name: names[key] ?? stored?.file_name ?? def.label }] : []}
        onSelect={(chosen) => void upload(chosen)}
        {...(binding.isDisabled ? {} : { onRemove: () => binding.onChange('' as never) })}
        onBlur={binding.onBlur}
        accept={accept}
        isPending={pending}
        isDisabled={binding.isDisabled}
        buttonLabel={key ? 'Replace file' : 'Choose file'}
        description={planUploadHint}
        errorMessage={failure ?? binding.errorMessage}
      />
      {stored ? <StoredFileDownload fileKey={stored.file_key} fileName={stored.file_name} label={def.label} onFailure={(feedback) => setFailure(feedback.message)} /> : null}
    </div>
  );
}
