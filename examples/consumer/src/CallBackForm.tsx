import { Button } from '@buildcover/ui';
import { FormCheckbox, FormDateField, FormTextField, FormYesNo } from '@buildcover/ui/react-hook-form';
import { useState, type ReactElement } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';

/** What the call-back form asks. */
export interface CallBackValues {
  underWay: 'yes' | 'no' | '';
  phone: string;
  callFrom: string;
  agreed: boolean;
}

const checkCallBack: Resolver<CallBackValues> = (values) => {
  const errors: FieldErrors<CallBackValues> = {};
  if (values.underWay === '') errors.underWay = { type: 'required', message: 'Answer whether the work is under way' };
  if (values.phone.trim() === '') errors.phone = { type: 'required', message: 'Enter your phone number' };
  if (values.callFrom === '') errors.callFrom = { type: 'required', message: 'Enter the first day we may call' };
  if (!values.agreed) errors.agreed = { type: 'required', message: 'Agree to be called to continue' };
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

/**
 * A short form with no error summary: on a failed submit react-hook-form moves focus to the first
 * invalid field itself, through the ref each BuildCover field forwards (React 18 and 19 alike).
 * Bound through `control`, without a FormProvider.
 */
export function CallBackForm(): ReactElement {
  const { control, handleSubmit } = useForm<CallBackValues>({
    defaultValues: { underWay: '', phone: '', callFrom: '', agreed: false },
    resolver: checkCallBack,
  });
  const [requested, setRequested] = useState<CallBackValues | null>(null);
  return (
    <section aria-labelledby="call-back-heading">
      <h2 id="call-back-heading">Ask for a call back</h2>
      <form noValidate onSubmit={handleSubmit(setRequested)}>
        <FormYesNo<CallBackValues>
          control={control}
          id="underWay"
          name="underWay"
          label="Is the work already under way?"
          isRequired
        />
        <FormTextField<CallBackValues>
          control={control}
          id="phone"
          name="phone"
          label="Phone number"
          type="tel"
          autoComplete="tel"
          isRequired
        />
        <FormDateField<CallBackValues>
          control={control}
          id="callFrom"
          name="callFrom"
          label="First day we may call"
          isRequired
        />
        <FormCheckbox<CallBackValues>
          control={control}
          id="agreed"
          name="agreed"
          label="I agree to be called on this number"
          isRequired
        />
        <Button type="submit">Ask for a call back</Button>
      </form>
      {requested ? (
        <p role="status">
          We will call {requested.phone} from {requested.callFrom}.
        </p>
      ) : null}
    </section>
  );
}
