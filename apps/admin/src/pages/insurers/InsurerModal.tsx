import { isApiError, useApiClient, useInsurer, useStates, type Insurer } from '@buildcover/api-client';
import {
  acceptAttribute,
  backOfficeMessages,
  documentUpload,
  formatDate,
  insurerDeleteConsequence,
  insurerSchema,
  keyed,
  stateCodes,
  uploadFailedMessage,
  uploadHint,
  type InsurerFields,
  type InsurerInput,
} from '@buildcover/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, FileUpload, LoadingState, Modal } from '@buildcover/ui';
import { FormSelect, FormTextField } from '@buildcover/ui/react-hook-form';
import { useState, type ReactElement } from 'react';
import { FormProvider, useForm, type DefaultValues } from 'react-hook-form';
import styled from 'styled-components';
import { ConfirmDeleteModal } from '../records/ConfirmDeleteModal';
import { RecordFormModal } from '../records/RecordFormModal';
import { Facts } from '../records/RecordDetail';

export type InsurerModalMode = 'view' | 'create' | 'update' | 'delete' | 'upload';
export type InsurerModalState = { mode: 'create' } | { mode: Exclude<InsurerModalMode, 'create'>; insurer: Insurer };

export interface InsurerModalProps {
  state: InsurerModalState;
  onClose: () => void;
  /** After a change: the message to show and whether the list must reload. */
  onDone: (message: string) => void;
}

type Values = InsurerInput;
type FieldName = keyof Values;

/** The modal's fields, in the spec's order (back-office §2 Insurers list), with their labels. */
const fields: readonly (readonly [FieldName, string])[] = [
  ['name', 'Name'],
  ['email', 'Email'],
  ['contact_no', 'Contact No'],
  ['street', 'Street'],
  ['suburb', 'Suburb'],
  ['postcode', 'Postcode'],
  ['state', 'State'],
  ['country', 'Country'],
  ['abn', 'ABN'],
  ['afsl', 'AFSL'],
  ['underwriter', 'Underwriter'],
  ['uid', 'UID'],
  ['fsg_version', 'FSG Version'],
  ['pds_version', 'PDS Version'],
  ['privacy_version', 'Privacy Version'],
  ['advice_type', 'Advice Type'],
  ['advice_given', 'Advice Given'],
  ['commission', 'Commission (%)'],
  ['associate_commission', 'Associate Commission (%)'],
];

const FormGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
`;
const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const fieldNames = fields.map(([key]) => key);
const isFieldName = (path: string): path is FieldName => fieldNames.some((key) => key === path);
/** Every field but the state select, which starts with nothing chosen (or the insurer's state, if it is one of ours). */
const textFieldNames = fieldNames.filter((key): key is Exclude<FieldName, 'state'> => key !== 'state');
const emptyValues: DefaultValues<Values> = keyed(textFieldNames, (key) => (key === 'country' ? 'AU' : ''));
const toValues = (insurer: Insurer): DefaultValues<Values> => ({
  ...keyed(textFieldNames, (key) => insurer[key]),
  state: stateCodes.find((code) => code === insurer.state),
});
const orNA = (value: string | number | null | undefined) =>
  value === null || value === undefined || String(value).trim() === '' ? 'N/A' : String(value);
const percent = (value: string | null | undefined) =>
  value === null || value === undefined || value === '' ? 'N/A' : `${value}%`;

/** The insurer modal of the admin insurer screen: view, create, update, delete and upload (back-office §2, §4, §5, §8). */
export function InsurerModal({ state, onClose, onDone }: InsurerModalProps): ReactElement {
  if (state.mode === 'create') return <InsurerForm insurer={null} onClose={onClose} onDone={onDone} />;
  if (state.mode === 'delete') return <DeleteInsurer insurer={state.insurer} onClose={onClose} onDone={onDone} />;
  return <FetchedInsurer id={state.insurer.id} mode={state.mode} onClose={onClose} onDone={onDone} />;
}

/** View, update and upload first fetch the insurer's details (back-office §4). */
function FetchedInsurer({
  id,
  mode,
  onClose,
  onDone,
}: {
  id: number;
  mode: 'view' | 'update' | 'upload';
  onClose: () => void;
  onDone: (message: string) => void;
}): ReactElement {
  const { data, error, mutate } = useInsurer(id);
  const titles = { view: 'Insurer Details', update: 'Update Insurer', upload: 'Upload Documents' } as const;
  if (!data) {
    return (
      <Modal
        title={titles[mode]}
        isOpen
        hideCloseButton
        onOpenChange={(open) => (open ? undefined : onClose())}
        footer={
          <Button variant="secondary" onPress={onClose}>
            Close
          </Button>
        }
      >
        {error ? (
          <Alert tone="danger" role="alert" title={backOfficeMessages.insurerFetchFailed} />
        ) : (
          <LoadingState>Loading...</LoadingState>
        )}
      </Modal>
    );
  }
  if (mode === 'update') return <InsurerForm insurer={data} onClose={onClose} onDone={onDone} />;
  if (mode === 'upload')
    return (
      <UploadDocuments
        insurer={data}
        onClose={onClose}
        onUploaded={(saved) => void mutate({ ...saved, holds: data.holds }, { revalidate: false })}
        onDone={onDone}
      />
    );
  return (
    <Modal
      title={titles.view}
      size="lg"
      isOpen
      hideCloseButton
      onOpenChange={(open) => (open ? undefined : onClose())}
      footer={
        <Button variant="secondary" onPress={onClose}>
          Close
        </Button>
      }
    >
      <Facts
        items={[
          ...fields.map(([key, label]): readonly [string, string] =>
            key === 'commission' || key === 'associate_commission'
              ? [label.replace(' (%)', ''), percent(data[key])]
              : [label, orNA(data[key])],
          ),
          ['PDS Document', data.pds_url ? `Version ${data.pds_doc_version ?? 1}` : 'N/A'],
          ['FSG Document', data.fsg_url ? `Version ${data.fsg_doc_version ?? 1}` : 'N/A'],
          ['Created At', formatDate(data.created_at, { withTime: true })],
        ]}
      />
    </Modal>
  );
}

function InsurerForm({
  insurer,
  onClose,
  onDone,
}: {
  insurer: Insurer | null;
  onClose: () => void;
  onDone: (message: string) => void;
}): ReactElement {
  const client = useApiClient();
  const states = useStates();
  const [failure, setFailure] = useState<string | undefined>();
  const form = useForm<Values, unknown, InsurerFields>({
    defaultValues: insurer ? toValues(insurer) : emptyValues,
    resolver: zodResolver(insurerSchema),
    // Checked on each field change; submit is blocked while any error stands (back-office §5).
    mode: 'onChange',
  });
  const { isSubmitting, errors } = form.formState;
  const hasErrors = Object.keys(errors).length > 0;
  const stateOptions = (states.data ?? []).map((s) => ({ value: s.state_code, label: s.name }));

  const save = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const answer = insurer ? await client.insurers.update(insurer.id, values) : await client.insurers.create(values);
      onDone(answer.message ?? (insurer ? backOfficeMessages.insurerUpdated : backOfficeMessages.insurerCreated));
    } catch (error) {
      const problems = isApiError(error) ? error.errors : [];
      for (const p of problems) if (isFieldName(p.path)) form.setError(p.path, { message: p.message });
      const fallback = insurer ? backOfficeMessages.insurerUpdateFailed : backOfficeMessages.insurerCreateFailed;
      setFailure(
        isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401
          ? error.message || fallback
          : fallback,
      );
    }
  });

  return (
    <RecordFormModal
      title={insurer ? 'Update Insurer' : 'Add Insurer'}
      formId="insurer-form"
      size="lg"
      isUpdate={insurer !== null}
      isSubmitting={isSubmitting}
      // Checked on each change; submit is blocked while any error stands (back-office §5).
      isSubmitDisabled={hasErrors}
      onClose={onClose}
    >
      <FormProvider {...form}>
        <form id="insurer-form" noValidate onSubmit={save}>
          {failure ? <Alert tone="danger" role="alert" title={failure} /> : null}
          <FormGrid>
            {fields.map(([key, label]) =>
              key === 'state' ? (
                <FormSelect<Values>
                  key={key}
                  name="state"
                  label={label}
                  options={stateOptions}
                  placeholder="Select State"
                  isRequired
                />
              ) : (
                <FormTextField<Values>
                  key={key}
                  name={key}
                  label={label}
                  isRequired
                  {...(key === 'email'
                    ? { type: 'email' as const }
                    : key === 'contact_no'
                      ? { type: 'tel' as const }
                      : {})}
                  {...(key === 'commission' || key === 'associate_commission' || key === 'postcode'
                    ? { inputMode: 'decimal' as const }
                    : {})}
                />
              ),
            )}
          </FormGrid>
        </form>
      </FormProvider>
    </RecordFormModal>
  );
}

/** Delete asks once it can say what will happen: how many quotes and policies keep the insurer, and that it leaves the panel. */
function DeleteInsurer({
  insurer,
  onClose,
  onDone,
}: {
  insurer: Insurer;
  onClose: () => void;
  onDone: (message: string) => void;
}): ReactElement {
  const client = useApiClient();
  const { data, error } = useInsurer(insurer.id);
  return (
    <ConfirmDeleteModal
      title="Delete Insurer"
      onConfirm={async () => (await client.insurers.remove(insurer.id)).message ?? 'Insurer deleted successfully!'}
      failureMessage={() => backOfficeMessages.insurerDeleteFailed}
      onClose={onClose}
      onDone={onDone}
      isConfirmDisabled={!data && !error}
    >
      <p>Are you sure you want to delete this insurer?</p>
      {data ? (
        <p>{insurerDeleteConsequence(insurer.name, data.holds)}</p>
      ) : error ? null : (
        <LoadingState>Checking the quotes and policies that name it...</LoadingState>
      )}
      <Facts
        items={[
          ['Name', insurer.name],
          ['UID', insurer.uid],
        ]}
      />
    </ConfirmDeleteModal>
  );
}

type DocumentKey = 'pds_doc' | 'fsg_doc';
const documents: readonly (readonly [DocumentKey, string])[] = [
  ['pds_doc', 'PDS Document'],
  ['fsg_doc', 'FSG Document'],
];

function UploadDocuments({
  insurer,
  onClose,
  onUploaded,
  onDone,
}: {
  insurer: Insurer;
  onClose: () => void;
  onUploaded: (saved: Insurer) => void;
  onDone: (message: string) => void;
}): ReactElement {
  const client = useApiClient();
  const [pending, setPending] = useState<DocumentKey | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string; detail?: string } | undefined>();
  const upload = async (key: DocumentKey, label: string, file: File | undefined) => {
    if (!file) return;
    setPending(key);
    setNotice(undefined);
    try {
      const stored = await client.files.upload(file, file.name, key);
      if (!stored.saved) {
        setNotice({ tone: 'danger', text: backOfficeMessages.uploadFailed });
        return;
      }
      const answer = await client.insurers.attachDocuments(insurer.id, { [key]: stored.key });
      onUploaded(answer.data as Insurer);
      setNotice({ tone: 'success', text: `${label} added successfully!` });
    } catch (error) {
      setNotice({
        tone: 'danger',
        text: uploadFailedMessage(label),
        ...(isApiError(error) && error.status !== 500 ? { detail: error.message } : {}),
      });
    } finally {
      setPending(null);
    }
  };
  return (
    <Modal
      title="Upload Documents"
      isOpen
      hideCloseButton
      onOpenChange={(open) => (open ? undefined : onClose())}
      isKeyboardDismissDisabled={pending !== null}
      footer={
        <Button
          variant="secondary"
          onPress={() => (notice?.tone === 'success' ? onDone(notice.text) : onClose())}
          isDisabled={pending !== null}
        >
          Close
        </Button>
      }
    >
      <Stack>
        <p>
          {insurer.name} ({insurer.uid})
        </p>
        {notice ? (
          <Alert tone={notice.tone} role={notice.tone === 'danger' ? 'alert' : 'status'} title={notice.text}>
            {notice.detail}
          </Alert>
        ) : null}
        {documents.map(([key, label]) => {
          const url = key === 'pds_doc' ? insurer.pds_url : insurer.fsg_url;
          const version = key === 'pds_doc' ? insurer.pds_doc_version : insurer.fsg_doc_version;
          return (
            <FileUpload
              key={key}
              label={label}
              accept={acceptAttribute(documentUpload.types)}
              acceptDescription={documentUpload.names}
              description={uploadHint(documentUpload)}
              files={url ? [{ name: `${label} (version ${version ?? 1})` }] : []}
              onSelect={(files) => void upload(key, label, files[0])}
              isPending={pending === key}
              isDisabled={pending !== null && pending !== key}
              buttonLabel={url ? `Replace ${label}` : `Choose ${label}`}
              pendingLabel="Uploading..."
            />
          );
        })}
      </Stack>
    </Modal>
  );
}
