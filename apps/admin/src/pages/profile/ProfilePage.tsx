import { isApiError, useApiClient, useAuth, useProfile, type User } from '@buildcover/api-client';
import { profileFormSchema, userTypes, type ProfileForm, type ProfileFormInput } from '@buildcover/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, LoadingState } from '@buildcover/ui';
import { FormTextField } from '@buildcover/ui/react-hook-form';
import { useState, type ReactElement } from 'react';
import { FormProvider, useForm, type FieldPath } from 'react-hook-form';
import styled from 'styled-components';
import { submitClearing } from '../../quotes/saveFeedback';

const failedText = 'An error occurred. Please try again.';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 32rem;
`;
const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  margin: 0;
  dt { font-weight: ${({ theme }) => theme.font.weight.bold}; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;
const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

/** /admin/profile: one's own name and password; a new password signs out every other session. */
export function ProfilePage(): ReactElement {
  const { data, error, isLoading } = useProfile();
  if (isLoading) return <LoadingState>Loading...</LoadingState>;
  if (error || !data)
    return <Alert tone="danger" role="alert" title={`Error loading your profile: ${error?.message ?? 'not found'}`} />;
  return <ProfileForm user={data} />;
}

function ProfileForm({ user }: { user: User }): ReactElement {
  const client = useApiClient();
  const { replaceTokens } = useAuth();
  const [notice, setNotice] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const form = useForm<ProfileFormInput, unknown, ProfileForm>({
    defaultValues: { name: user.name, current_password: '', password: '', password_confirmation: '' },
    resolver: zodResolver(profileFormSchema),
    reValidateMode: 'onChange',
  });
  const { isSubmitting } = form.formState;

  const save = submitClearing(
    form,
    () => {
      setNotice(undefined);
      setFailure(undefined);
    },
    async ({ password_confirmation: _confirmation, ...body }) => {
      try {
        const answer = await client.users.updateProfile(body);
        // This session carries on with the tokens the server issued; every other one has ended.
        if (answer.token) replaceTokens(answer.token);
        form.reset({ name: answer.data.name, current_password: '', password: '', password_confirmation: '' });
        setNotice(answer.message);
      } catch (error) {
        const fields = isApiError(error) ? error.errors : [];
        for (const field of fields)
          form.setError(field.path as FieldPath<ProfileFormInput>, { message: field.message });
        if (fields.length === 0) setFailure(isApiError(error) && error.status === 400 ? error.message : failedText);
      }
    },
  );

  return (
    <FormProvider {...form}>
      <Form noValidate onSubmit={save} aria-labelledby="profile-heading">
        <Heading id="profile-heading">Your account</Heading>
        <Facts>
          <dt>Email</dt>
          <dd>{user.email}</dd>
          <dt>User Type</dt>
          <dd>{userTypes.find((t) => t.value === user.user_type)?.label ?? user.user_type}</dd>
        </Facts>
        {notice ? <Alert tone="success" role="status" title={notice} /> : null}
        {failure ? <Alert tone="danger" role="alert" title={failure} /> : null}
        <FormTextField<ProfileFormInput> name="name" label="Full Name" isRequired autoComplete="name" />
        <FormTextField<ProfileFormInput>
          name="password"
          label="New Password"
          type="password"
          autoComplete="new-password"
          description="Leave empty to keep your password. Changing it signs you out everywhere else."
        />
        <FormTextField<ProfileFormInput>
          name="password_confirmation"
          label="Confirm New Password"
          type="password"
          autoComplete="new-password"
        />
        <FormTextField<ProfileFormInput>
          name="current_password"
          label="Current Password"
          type="password"
          isRequired
          autoComplete="current-password"
        />
        <div>
          <Button type="submit" isDisabled={isSubmitting}>
            {isSubmitting ? 'Processing...' : 'Save'}
          </Button>
        </div>
      </Form>
    </FormProvider>
  );
}
