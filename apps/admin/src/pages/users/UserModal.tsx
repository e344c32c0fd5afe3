import { isApiError, useApiClient, type User } from '@buildcover/api-client';
import { backOfficeMessages, userCreateSchema, userTypes, userUpdateSchema, type UserCreateInput } from '@buildcover/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert } from '@buildcover/ui';
import { FormCheckbox, FormSelect, FormTextField } from '@buildcover/ui/react-hook-form';
import { useState, type ReactElement } from 'react';
import { FormProvider, useForm, type FieldPath } from 'react-hook-form';
import { ConfirmDeleteModal } from '../records/ConfirmDeleteModal';
import { RecordFormModal } from '../records/RecordFormModal';

export type UserModalMode = { mode: 'create' } | { mode: 'update'; user: User } | { mode: 'delete'; user: User };

export interface UserModalProps {
  state: UserModalMode;
  /** The signed-in user's id: they cannot change their own user type or status, nor delete themselves. */
  selfId: number | null;
  onClose: () => void;
  /** After a save or delete: the server's message. */
  onDone: (message: string) => void;
}

type Values = UserCreateInput;
const userTypeOptions = userTypes.map((t) => ({ value: t.value, label: t.label }));
const selfNote = 'You cannot change your own user type or status.';

/** One modal for the users screen: create, update and delete (back-office §2 Users list, §5 User modal). */
export function UserModal({ state, selfId, onClose, onDone }: UserModalProps): ReactElement {
  const isSelf = state.mode !== 'create' && state.user.id === selfId;
  return state.mode === 'delete' ? (
    <DeleteUser user={state.user} isSelf={isSelf} onClose={onClose} onDone={onDone} />
  ) : (
    <UserForm user={state.mode === 'update' ? state.user : null} isSelf={isSelf} onClose={onClose} onDone={onDone} />
  );
}

function UserForm({ user, isSelf, onClose, onDone }: { user: User | null; isSelf: boolean; onClose: () => void; onDone: (message: string) => void }): ReactElement {
  const client = useApiClient();
  const [failure, setFailure] = useState<string | undefined>();
  const form = useForm<Values>({
    defaultValues: user ? { name: user.name, email: user.email, user_type: user.user_type, password: '', status: user.status } : { name: '', email: '', user_type: undefined as unknown as Values['user_type'], password: '', status: true },
    // Create needs a password; update checks one only when it is entered (back-office §5).
    resolver: zodResolver(user ? userUpdateSchema : userCreateSchema) as never,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { isSubmitting } = form.formState;

  const save = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const answer = user ? await client.users.update(user.id, values) : await client.users.create(values);
      onDone(answer.message);
    } catch (error) {
      const fields = isApiError(error) ? error.errors : [];
      for (const field of fields) form.setError(field.path as FieldPath<Values>, { message: field.message });
      // The server's refusal (e-mail taken, last super admin) in its words; anything else the spec's message.
      setFailure(isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401 ? error.message : backOfficeMessages.userModalError);
    }
  });

  return (
    <RecordFormModal title={user ? 'Update User' : 'Add User'} formId="user-form" isUpdate={user !== null} isSubmitting={isSubmitting} onClose={onClose}>
      <FormProvider {...form}>
        <form id="user-form" noValidate onSubmit={save}>
          {failure ? <Alert tone="danger" role="alert" title={failure} /> : null}
          <FormTextField<Values> name="name" label="Full Name" isRequired autoComplete="off" />
          <FormTextField<Values> name="email" label="Email" type="email" isRequired autoComplete="off" />
          <FormSelect<Values> name="user_type" label="User Type" options={userTypeOptions} placeholder="Select User Type" isRequired isDisabled={isSelf} {...(isSelf ? { description: selfNote } : {})} />
          <FormTextField<Values>
            name="password"
            label="Password"
            type="password"
            autoComplete="new-password"
            isRequired={!user}
            {...(user ? { description: 'Leave empty to keep the current password.' } : {})}
          />
          <FormCheckbox<Values> name="status" label="Active" isDisabled={isSelf} />
        </form>
      </FormProvider>
    </RecordFormModal>
  );
}

function DeleteUser({ user, isSelf, onClose, onDone }: { user: User; isSelf: boolean; onClose: () => void; onDone: (message: string) => void }): ReactElement {
  const client = useApiClient();
  return (
    <ConfirmDeleteModal
      title="Delete User"
      onConfirm={async () => (await client.users.remove(user.id)).message}
      // The server's refusal (the last active super admin) in its words; anything else the spec's message.
      failureMessage={(error) => (isApiError(error) && error.status === 400 ? error.message : backOfficeMessages.userDeleteFailed)}
      onClose={onClose}
      onDone={onDone}
      isConfirmDisabled={isSelf}
    >
      {isSelf ? (
        <p>You cannot delete your own account.</p>
      ) : (
        <p>
          Delete {user.name} ({user.email})? They can no longer sign in.
        </p>
      )}
    </ConfirmDeleteModal>
  );
}
