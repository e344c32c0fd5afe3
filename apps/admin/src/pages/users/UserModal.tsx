import { isApiError, useApiClient, type User } from '@buildcover/api-client';
import {
  backOfficeMessages,
  userCreateSchema,
  userTypes,
  userUpdateSchema,
  type UserCreate,
  type UserCreateInput,
  type UserUpdate,
  type UserUpdateInput,
} from '@buildcover/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert } from '@buildcover/ui';
import { FormCheckbox, FormSelect, FormTextField } from '@buildcover/ui/react-hook-form';
import { useState, type FormEventHandler, type ReactElement } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
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

/** The fields both forms have (a new user's values are an update's, with the password required). */
type UserValues = UserCreateInput | UserUpdateInput;
type UserField = keyof typeof userCreateSchema.shape;
const isUserField = (path: string): path is UserField => path in userCreateSchema.shape;
const userTypeOptions = userTypes.map((t) => ({ value: t.value, label: t.label }));
const selfNote = 'You cannot change your own user type or status.';
type Done = (message: string) => void;

/** One modal for the users screen: create, update and delete (back-office §2 Users list, §5 User modal). */
export function UserModal({ state, selfId, onClose, onDone }: UserModalProps): ReactElement {
  if (state.mode === 'create') return <CreateUserForm onClose={onClose} onDone={onDone} />;
  const isSelf = state.user.id === selfId;
  return state.mode === 'delete' ? (
    <DeleteUser user={state.user} isSelf={isSelf} onClose={onClose} onDone={onDone} />
  ) : (
    <UpdateUserForm user={state.user} isSelf={isSelf} onClose={onClose} onDone={onDone} />
  );
}

const formOptions = { mode: 'onSubmit', reValidateMode: 'onChange' } as const;

/** Add User: every field checked by the domain's create rules (a password is required). */
function CreateUserForm({ onClose, onDone }: { onClose: () => void; onDone: Done }): ReactElement {
  const client = useApiClient();
  const form = useForm<UserCreateInput, unknown, UserCreate>({
    ...formOptions,
    defaultValues: { name: '', email: '', password: '', status: true },
    resolver: zodResolver(userCreateSchema),
  });
  const { failure, send } = useUserSave((field, message) => form.setError(field, { message }), onDone);
  return (
    <FormProvider {...form}>
      <UserFormModal
        isUpdate={false}
        isSelf={false}
        isSubmitting={form.formState.isSubmitting}
        failure={failure}
        onSubmit={form.handleSubmit((values) => send(() => client.users.create(values)))}
        onClose={onClose}
      />
    </FormProvider>
  );
}

/** Update User: the update rules check a password only when one is entered (back-office §5). */
function UpdateUserForm({
  user,
  isSelf,
  onClose,
  onDone,
}: {
  user: User;
  isSelf: boolean;
  onClose: () => void;
  onDone: Done;
}): ReactElement {
  const client = useApiClient();
  const form = useForm<UserUpdateInput, unknown, UserUpdate>({
    ...formOptions,
    defaultValues: { name: user.name, email: user.email, user_type: user.user_type, password: '', status: user.status },
    resolver: zodResolver(userUpdateSchema),
  });
  const { failure, send } = useUserSave((field, message) => form.setError(field, { message }), onDone);
  return (
    <FormProvider {...form}>
      <UserFormModal
        isUpdate
        isSelf={isSelf}
        isSubmitting={form.formState.isSubmitting}
        failure={failure}
        onSubmit={form.handleSubmit((values) => send(() => client.users.update(user.id, values)))}
        onClose={onClose}
      />
    </FormProvider>
  );
}

/** Sends a save: done with the server's message, or its field messages and the modal's failure. */
function useUserSave(setFieldError: (field: UserField, message: string) => void, onDone: Done) {
  const [failure, setFailure] = useState<string | undefined>();
  const send = async (save: () => Promise<{ message: string }>) => {
    setFailure(undefined);
    try {
      onDone((await save()).message);
    } catch (error) {
      const fields = isApiError(error) ? error.errors : [];
      for (const field of fields) if (isUserField(field.path)) setFieldError(field.path, field.message);
      // The server's refusal (e-mail taken, last super admin) in its words; anything else the spec's message.
      setFailure(
        isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401
          ? error.message
          : backOfficeMessages.userModalError,
      );
    }
  };
  return { failure, send };
}

interface UserFormModalProps {
  isUpdate: boolean;
  isSelf: boolean;
  isSubmitting: boolean;
  failure: string | undefined;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
}

/** The modal and fields both forms show, inside their FormProvider. */
function UserFormModal({
  isUpdate,
  isSelf,
  isSubmitting,
  failure,
  onSubmit,
  onClose,
}: UserFormModalProps): ReactElement {
  return (
    <RecordFormModal
      title={isUpdate ? 'Update User' : 'Add User'}
      formId="user-form"
      isUpdate={isUpdate}
      isSubmitting={isSubmitting}
      onClose={onClose}
    >
      <form id="user-form" noValidate onSubmit={onSubmit}>
        {failure ? <Alert tone="danger" role="alert" title={failure} /> : null}
        <FormTextField<UserValues> name="name" label="Full Name" isRequired autoComplete="off" />
        <FormTextField<UserValues> name="email" label="Email" type="email" isRequired autoComplete="off" />
        <FormSelect<UserValues>
          name="user_type"
          label="User Type"
          options={userTypeOptions}
          placeholder="Select User Type"
          isRequired
          isDisabled={isSelf}
          {...(isSelf ? { description: selfNote } : {})}
        />
        <FormTextField<UserValues>
          name="password"
          label="Password"
          type="password"
          autoComplete="new-password"
          isRequired={!isUpdate}
          {...(isUpdate ? { description: 'Leave empty to keep the current password.' } : {})}
        />
        <FormCheckbox<UserValues> name="status" label="Active" isDisabled={isSelf} />
      </form>
    </RecordFormModal>
  );
}

function DeleteUser({
  user,
  isSelf,
  onClose,
  onDone,
}: {
  user: User;
  isSelf: boolean;
  onClose: () => void;
  onDone: Done;
}): ReactElement {
  const client = useApiClient();
  return (
    <ConfirmDeleteModal
      title="Delete User"
      onConfirm={async () => (await client.users.remove(user.id)).message}
      // The server's refusal (the last active super admin) in its words; anything else the spec's message.
      failureMessage={(error) =>
        isApiError(error) && error.status === 400 ? error.message : backOfficeMessages.userDeleteFailed
      }
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
