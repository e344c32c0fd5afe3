'use client';

import { forwardRef, useImperativeHandle, useRef, useState, type ReactElement } from 'react';
import styled from 'styled-components';
import { Button } from '../../primitives/Button';
import { ProgressBar } from '../../navigation/ProgressBar';
import { Field, type FieldBaseProps } from '../Field';
import type { FocusableHandle } from '../DateField';
import { visuallyHidden } from '../../theme';
import { describeAccept, isAccepted, truncateFileName } from './fileNames';
import { useBuildCoverTheme } from '../../theme/useBuildCoverTheme';

export interface FileUploadItem {
  /** The file's name as chosen or as stored. */
  name: string;
}

export interface FileUploadProps extends FieldBaseProps {
  /** Files chosen or already uploaded, shown as a list with remove buttons. */
  files: readonly FileUploadItem[];
  /** Receives the chosen files that fit `accept`. The app uploads them; this component never does. */
  onSelect: (files: File[]) => void;
  /** Remove a listed file; without it no remove buttons are shown. */
  onRemove?: (index: number) => void;
  /** Accepted types, e.g. '.pdf,.doc,.docx'. */
  accept?: string;
  /** The accepted types in words for the refusal ('PDF, Word, JPEG or PNG'); the extensions otherwise. */
  acceptDescription?: string;
  /** Lets the user choose several files at once. */
  allowsMultiple?: boolean;
  /** While the app uploads: the button reads `pendingLabel` and cannot be pressed. */
  isPending?: boolean;
  /** Text of the choose button; 'Choose file' by default. */
  buttonLabel?: string;
  /** Text of the button while pending; 'Uploading...' by default. */
  pendingLabel?: string;
  /** While pending, how much of the upload has gone (0 to 1): shown as a progress bar. */
  progress?: number;
  /** Characters of a file name shown before it is cut short. */
  maxNameLength?: number;
}

const Row = styled.div`
  box-sizing: border-box;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;
const Files = styled.ul`
  box-sizing: border-box;
  list-style: none;
  margin: ${({ theme }) => theme.space[2]} 0 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;
const FileRow = styled.li`
  box-sizing: border-box;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  background: ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.sm};
  max-width: 32rem;
  @media (forced-colors: active) {
    border: 1px solid CanvasText;
  }
`;
const FileName = styled.span`
  box-sizing: border-box;
  flex: 1;
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;
const Progress = styled.div`
  box-sizing: border-box;
  margin-top: ${({ theme }) => theme.space[2]};
  max-width: 32rem;
`;
const Hidden = styled.span`
  box-sizing: border-box;
  ${visuallyHidden}
`;

/**
 * Choose files for upload. It hands the chosen files to `onSelect` and shows the names the app
 * gives back in `files` (cut to 20 characters, full name in a tooltip and for screen readers).
 * Files that do not fit `accept` are refused with a message and never reach `onSelect`.
 *
 * The ref is a `{ focus() }` handle that focuses the choose button (react-hook-form `setFocus`, focus on error).
 */
export const FileUpload = /* @__PURE__ */ forwardRef<FocusableHandle, FileUploadProps>(function FileUpload(
  {
    files,
    onSelect,
    onRemove,
    accept = '.pdf,.doc,.docx',
    acceptDescription,
    allowsMultiple = false,
    isPending = false,
    buttonLabel = 'Choose file',
    pendingLabel = 'Uploading...',
    progress,
    maxNameLength = 20,
    errorMessage,
    isDisabled: isDisabledProp,
    disabled,
    isReadOnly,
    onBlur,
    name,
    ...fieldProps
  },
  ref,
): ReactElement {
  useBuildCoverTheme('FileUpload');
  const isDisabled = isDisabledProp ?? disabled;
  const [refused, setRefused] = useState<string | null>(null);
  const rowRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => ({ focus: () => rowRef.current?.querySelector('button')?.focus() }));

  const select = (list: FileList | null): void => {
    const chosen = list ? [...list] : [];
    const fitting = chosen.filter((file) => isAccepted(file, accept));
    const rejected = chosen.filter((file) => !isAccepted(file, accept));
    setRefused(
      rejected.length > 0
        ? `${rejected.map((f) => f.name).join(', ')}: choose a ${acceptDescription ?? describeAccept(accept)} file.`
        : null,
    );
    if (fitting.length > 0) onSelect(fitting);
  };

  return (
    <Field {...fieldProps} labelFor="group" errorMessage={errorMessage ?? refused ?? undefined}>
      {({ id, 'aria-labelledby': labelledBy, 'aria-describedby': describedBy }) => (
        <div>
          {isReadOnly ? null : (
            <Row ref={rowRef}>
              {/* The browser's file chooser, opened by the button; emptied first so choosing the same file again is seen. */}
              <input
                ref={inputRef}
                type="file"
                hidden
                accept={accept
                  .split(',')
                  .map((t) => t.trim())
                  .join(',')}
                multiple={allowsMultiple}
                onChange={(event) => select(event.currentTarget.files)}
              />
              <Button
                id={id}
                name={name}
                variant="secondary"
                aria-labelledby={`${labelledBy} ${id}`}
                aria-describedby={describedBy}
                isDisabled={isDisabled}
                isPending={isPending}
                onBlur={() => onBlur?.()}
                onPress={() => {
                  if (!inputRef.current) return;
                  inputRef.current.value = '';
                  inputRef.current.click();
                }}
              >
                {isPending ? pendingLabel : buttonLabel}
              </Button>
            </Row>
          )}
          {isPending && progress !== undefined ? (
            <Progress>
              <ProgressBar label="Upload progress" value={Math.round(progress * 100)} />
            </Progress>
          ) : null}
          {files.length > 0 ? (
            <Files aria-label="Chosen files">
              {files.map((file, index) => (
                <FileRow key={`${index}:${file.name}`}>
                  <FileName title={file.name}>
                    <span aria-hidden="true">{truncateFileName(file.name, maxNameLength)}</span>
                    <Hidden>{file.name}</Hidden>
                  </FileName>
                  {onRemove && !isReadOnly ? (
                    <Button
                      variant="tertiary"
                      size="sm"
                      aria-label={`Remove ${file.name}`}
                      isDisabled={isDisabled || isPending}
                      onPress={() => onRemove(index)}
                    >
                      Remove
                    </Button>
                  ) : null}
                </FileRow>
              ))}
            </Files>
          ) : null}
        </div>
      )}
    </Field>
  );
});
