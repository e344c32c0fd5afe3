import {
  canEditQuotes,
  isApiError,
  staffRoleOf,
  useApiClient,
  useAuth,
  useInsured,
  type Insured,
} from '@buildcover/api-client';
import {
  backOfficeMessages,
  formatDate,
  titles,
  validateSectionUpdate,
  type HolderUpdate,
  type InsuredUpdate,
} from '@buildcover/domain';
import { Alert, Button, Checkbox, Select, TextField } from '@buildcover/ui';
import { useState, type ReactElement } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';
import { Facts, RecordDetail, Section } from '../records/RecordDetail';

type Holder = NonNullable<Insured['add_holder']>;
type HolderForm = Record<HolderField, string>;
type HolderField = 'initial' | 'first_name' | 'last_name' | 'contact_no' | 'email' | 'wb_code' | 'abn';

const fieldLabels: readonly (readonly [HolderField, string])[] = [
  ['first_name', 'First Name'],
  ['last_name', 'Last Name'],
  ['contact_no', 'Contact Number'],
  ['email', 'Email'],
  ['wb_code', 'WB Code'],
  ['abn', 'ABN'],
];
const titleOptions = titles.map((t) => ({ value: t, label: t }));

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
`;
const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const holderFacts = (h: Holder, idLabel: string) =>
  [
    [idLabel, h.id],
    ['Full Name', h.full_name],
    ['Contact Number', h.contact_no],
    ['WB Code', h.wb_code],
    ['Email', h.email],
    ['ABN', h.abn],
    ['Created At', formatDate(h.created_at, { withTime: true })],
  ] as const;

const toForm = (h: Holder | null): HolderForm => ({
  initial: h?.initial ?? '',
  first_name: h?.first_name ?? '',
  last_name: h?.last_name ?? '',
  contact_no: h?.contact_no ?? '',
  email: h?.email ?? '',
  wb_code: h?.wb_code ?? '',
  abn: h?.abn ?? '',
});

/** The PUT body of one holder: empty answers are null; the full name follows the first and last names. */
function toUpdate(form: HolderForm, stored: Holder | null): HolderUpdate {
  const value = (key: HolderField) => form[key].trim() || null;
  const fullName = [value('first_name'), value('last_name')].filter(Boolean).join(' ');
  return {
    full_name: fullName || stored?.full_name || null,
    initial: value('initial'),
    first_name: value('first_name'),
    last_name: value('last_name'),
    contact_no: value('contact_no'),
    email: value('email'),
    wb_code: value('wb_code'),
    abn: value('abn'),
  };
}

/** /admin/insured/:id: a policy holder, their additional holder, their quotes and policies; admins edit them. */
export function InsuredDetailPage({ id }: { id: string }): ReactElement {
  const { data, error, isLoading, mutate } = useInsured(id);
  const mayEdit = canEditQuotes(staffRoleOf(useAuth().token));
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<string | undefined>();
  return (
    <RecordDetail
      listPath="/insured"
      listLabel="Insured"
      noun="insured"
      title={(i) => i.full_name}
      data={data}
      error={error}
      isLoading={isLoading}
      actions={() =>
        mayEdit && !editing ? (
          <Button
            onPress={() => {
              setNotice(undefined);
              setEditing(true);
            }}
          >
            Edit
          </Button>
        ) : null
      }
    >
      {(insured) => (
        <>
          {notice ? <Alert tone="success" role="status" title={notice} onDismiss={() => setNotice(undefined)} /> : null}
          {editing ? (
            <InsuredForm
              insured={insured}
              onCancel={() => setEditing(false)}
              onSaved={(saved, message) => {
                void mutate(saved, { revalidate: false });
                setEditing(false);
                setNotice(message);
              }}
            />
          ) : (
            <>
              <Section aria-labelledby="insured-details">
                <h3 id="insured-details">Insured Details</h3>
                <Facts items={holderFacts(insured, 'Insured ID')} />
              </Section>
              {insured.add_holder ? (
                <Section aria-labelledby="insured-additional">
                  <h3 id="insured-additional">Additional Holder Details</h3>
                  <Facts items={holderFacts(insured.add_holder, 'Holder ID')} />
                </Section>
              ) : null}
            </>
          )}
          <Section aria-labelledby="insured-records">
            <h3 id="insured-records">Quotes and Policies</h3>
            <Footer>
              <Link href={`/quotes?insured_id=${insured.id}`}>Quotes of {insured.full_name}</Link>
              <Link href={`/policy?insured_id=${insured.id}`}>Policies of {insured.full_name}</Link>
            </Footer>
          </Section>
        </>
      )}
    </RecordDetail>
  );
}

function HolderFields({
  prefix,
  form,
  errors,
  onChange,
}: {
  prefix: string;
  form: HolderForm;
  errors: Record<string, string>;
  onChange: (field: HolderField, value: string) => void;
}): ReactElement {
  const error = (field: HolderField) => errors[prefix ? `${prefix}.${field}` : field];
  return (
    <Grid>
      <Select
        label="Title"
        options={titleOptions}
        placeholder="Select Title"
        value={form.initial}
        onChange={(v) => onChange('initial', v)}
        errorMessage={error('initial')}
      />
      {fieldLabels.map(([field, label]) => (
        <TextField
          key={field}
          label={label}
          value={form[field]}
          onChange={(v) => onChange(field, v)}
          errorMessage={error(field)}
          {...(field === 'email' ? { type: 'email' as const } : field === 'contact_no' ? { type: 'tel' as const } : {})}
        />
      ))}
    </Grid>
  );
}

function InsuredForm({
  insured,
  onCancel,
  onSaved,
}: {
  insured: Insured;
  onCancel: () => void;
  onSaved: (saved: Insured, message: string) => void;
}): ReactElement {
  const client = useApiClient();
  const [main, setMain] = useState(() => toForm(insured));
  const [hasHolder, setHasHolder] = useState(Boolean(insured.add_holder));
  const [holder, setHolder] = useState(() => toForm(insured.add_holder));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  const clear = (path: string) => setErrors(({ [path]: _gone, ...rest }) => rest);
  const save = async () => {
    const body: InsuredUpdate = {
      ...toUpdate(main, insured),
      add_holder: hasHolder ? toUpdate(holder, insured.add_holder) : {},
    };
    // The domain's rules for the Policy Holder section, as the server checks them.
    const issues = validateSectionUpdate('insured', body, null);
    setErrors(Object.fromEntries(issues.map((i) => [i.path, i.message])));
    setFailure(undefined);
    if (issues.length > 0) return;
    setSaving(true);
    try {
      const answer = await client.insured.update(insured.id, body);
      const saved = await client.insured.get(insured.id);
      onSaved(saved.data, answer.message ?? 'Details updated successfully!');
    } catch (error) {
      const fields = isApiError(error) ? error.errors : [];
      setErrors(Object.fromEntries(fields.map((f) => [f.path, f.message])));
      setFailure(backOfficeMessages.sectionSaveFailed);
      setSaving(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {failure ? <Alert tone="danger" role="alert" title={failure} /> : null}
      <Section aria-labelledby="insured-edit">
        <h3 id="insured-edit">Insured Details</h3>
        <HolderFields
          prefix=""
          form={main}
          errors={errors}
          onChange={(field, value) => {
            setMain((f) => ({ ...f, [field]: value }));
            clear(field);
          }}
        />
      </Section>
      <Section aria-labelledby="insured-edit-additional">
        <h3 id="insured-edit-additional">Additional Holder Details</h3>
        <Checkbox label="This policy has an additional holder" value={hasHolder} onChange={setHasHolder} />
        {hasHolder ? (
          <HolderFields
            prefix="add_holder"
            form={holder}
            errors={errors}
            onChange={(field, value) => {
              setHolder((f) => ({ ...f, [field]: value }));
              clear(`add_holder.${field}`);
            }}
          />
        ) : null}
      </Section>
      <Footer>
        <Button type="submit" isDisabled={saving}>
          {saving ? 'Processing...' : 'Save'}
        </Button>
        <Button variant="secondary" onPress={onCancel} isDisabled={saving}>
          Cancel
        </Button>
      </Footer>
    </form>
  );
}
