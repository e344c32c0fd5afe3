import { isApiError, useApiClient } from '@buildcover/api-client';
import { Button, truncateFileName } from '@buildcover/ui';
import { useState, type ReactElement } from 'react';
import styled from 'styled-components';
import type { Feedback } from '../saveFeedback';

/** Names on the editor's download links are cut at 20 characters (back-office §9). */
export const fileNameLength = 20;

const Line = styled.p`
  margin: ${({ theme }) => theme.space[2]} 0 0;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** Saves a file the browser received under its own name. */
function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  anchor.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * A stored file of the quote (a policy document, a plan or report), downloaded with the staff
 * session (GET /static/files/{key}); a failure is reported to the tab that shows it.
 */
export function StoredFileDownload({
  fileKey,
  fileName,
  label,
  onFailure,
}: {
  fileKey: string;
  fileName: string;
  label: string;
  onFailure: (feedback: Feedback) => void;
}): ReactElement {
  const client = useApiClient();
  const [pending, setPending] = useState(false);
  const download = async (): Promise<void> => {
    setPending(true);
    try {
      saveBlob(await client.files.download(fileKey), fileName);
    } catch (error) {
      onFailure({
        tone: 'danger',
        message: `${fileName} could not be downloaded.`,
        detail: isApiError(error) ? error.message : undefined,
      });
    } finally {
      setPending(false);
    }
  };
  return (
    <Line>
      <Button
        variant="tertiary"
        size="sm"
        isPending={pending}
        aria-label={`Download ${label}: ${fileName}`}
        onPress={() => void download()}
      >
        Download {truncateFileName(fileName, fileNameLength)}
      </Button>
    </Line>
  );
}
