import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memo, Profiler, useState, type ReactElement } from 'react';
import { FormProvider, useForm, type UseFormReturn } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { BuildCoverProvider } from '../theme';
import { UncontrolledFormTextField } from './UncontrolledFormTextField';

interface Values {
  firstName: string;
}

/** Memoised like the proposal's fields: nothing above renders it again. */
const FirstName = memo(function FirstName(): ReactElement {
  return <UncontrolledFormTextField<Values> name="firstName" label="First name" />;
});

/** A form with one uncontrolled field; Send shows what the form holds, Clear resets it. */
function OneFieldForm({
  commits,
  exposeForm,
  hideField = false,
}: {
  commits: { count: number };
  exposeForm?: (form: UseFormReturn<Values>) => void;
  hideField?: boolean;
}): ReactElement {
  const form = useForm<Values>({ defaultValues: { firstName: 'Ann' } });
  exposeForm?.(form);
  const [sent, setSent] = useState<string | null>(null);
  const send = form.handleSubmit((values) => setSent(values.firstName));
  return (
    <BuildCoverProvider withGlobalStyle={false}>
      <FormProvider {...form}>
        <form
          noValidate
          onSubmit={(event) => {
            void send(event);
          }}
        >
          <Profiler id="field" onRender={() => void (commits.count += 1)}>
            {hideField ? null : <FirstName />}
          </Profiler>
          <button type="submit">Send</button>
          <button type="button" onClick={() => form.reset({ firstName: '' })}>
            Clear
          </button>
          <button type="button" onClick={() => form.setError('firstName', { message: 'Please enter the first name.' })}>
            Check
          </button>
        </form>
      </FormProvider>
      {sent === null ? null : <p>Sent: {sent}</p>}
    </BuildCoverProvider>
  );
}

describe('UncontrolledFormTextField', () => {
  it('starts with the form’s value, and hands each key to the form without rendering again', async () => {
    const commits = { count: 0 };
    render(<OneFieldForm commits={commits} />);
    const field = screen.getByRole('textbox', { name: 'First name' });
    expect(field).toHaveValue('Ann');
    const user = userEvent.setup();
    await user.click(field);
    commits.count = 0;

    await user.keyboard('a Margaret');

    expect(commits.count).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Sent: Anna Margaret')).toBeInTheDocument();
  });

  it('after the form is reset, shows the reset value and still hands keys to the form', async () => {
    render(<OneFieldForm commits={{ count: 0 }} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    const field = screen.getByRole('textbox', { name: 'First name' });
    expect(field).toHaveValue('');

    await user.type(field, 'Jane');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Sent: Jane')).toBeInTheDocument();
  });

  it('shows its error message, and only then renders again', async () => {
    const commits = { count: 0 };
    render(<OneFieldForm commits={commits} />);
    commits.count = 0;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Please enter the first name.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription(
      /Please enter the first name/,
    );
    expect(commits.count).toBeGreaterThan(0);
  });

  it('hands a key to the form once it is painted, not inside the key’s input event', async () => {
    let form: UseFormReturn<Values> | undefined;
    render(<OneFieldForm commits={{ count: 0 }} exposeForm={(value) => (form = value)} />);
    const field = screen.getByRole('textbox', { name: 'First name' });

    fireEvent.input(field, { target: { value: 'Anne' } });
    expect(form!.getValues('firstName')).toBe('Ann');
    await waitFor(() => expect(form!.getValues('firstName')).toBe('Anne'));
  });

  it('hands every key over before Enter submits the form, and before the field loses focus', async () => {
    let form: UseFormReturn<Values> | undefined;
    render(<OneFieldForm commits={{ count: 0 }} exposeForm={(value) => (form = value)} />);
    const field = screen.getByRole('textbox', { name: 'First name' });
    const user = userEvent.setup();

    await user.type(field, ' Lee{Enter}');
    expect(await screen.findByText('Sent: Ann Lee')).toBeInTheDocument();

    await user.type(field, 'son');
    fireEvent.blur(field);
    expect(form!.getValues('firstName')).toBe('Ann Leeson');
  });

  it('hands a waiting key over when the field goes away before the paint', () => {
    let form: UseFormReturn<Values> | undefined;
    const { rerender } = render(<OneFieldForm commits={{ count: 0 }} exposeForm={(value) => (form = value)} />);
    fireEvent.input(screen.getByRole('textbox', { name: 'First name' }), { target: { value: 'Annie' } });

    rerender(<OneFieldForm commits={{ count: 0 }} exposeForm={(value) => (form = value)} hideField />);
    expect(screen.queryByRole('textbox', { name: 'First name' })).not.toBeInTheDocument();
    expect(form!.getValues('firstName')).toBe('Annie');
  });
});
