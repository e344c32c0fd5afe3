import { australianStates, computePremiumBreakdown, formatAud, type PremiumBreakdown } from '@buildcover/domain';
import {
  BuildCoverProvider,
  Button,
  ErrorSummary,
  PremiumGrid,
  StatusBadge,
  type PremiumGridInputs,
} from '@buildcover/ui';
import { FormCurrencyInput, FormSelect, FormTextField, FormYesNo } from '@buildcover/ui/react-hook-form';
import { useCallback, useState, type ReactElement } from 'react';
import { FormProvider, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { CallBackForm } from './CallBackForm';

/** What the form asks; react-hook-form holds it, the BuildCover fields show it. */
export interface WorksValues {
  projectName: string;
  state: string;
  excavation: 'yes' | 'no' | '';
  contractValue: string;
}

const stateOptions = australianStates.map((state) => ({ value: state.state_code, label: state.name }));
/** The checks this page makes before it accepts the answers (an outside app's own rules). */
const checkAnswers: Resolver<WorksValues> = (values) => {
  const errors: FieldErrors<WorksValues> = {};
  if (values.projectName.trim() === '') errors.projectName = { type: 'required', message: 'Enter the project name' };
  if (values.state === '') errors.state = { type: 'required', message: 'Select the state of the works' };
  if (values.excavation === '')
    errors.excavation = { type: 'required', message: 'Answer whether the work involves excavation' };
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};
const noAmounts: PremiumGridInputs = {
  base: '',
  fsl: '',
  association_fee: '',
  insurer_fee: '',
  broker_fee: '',
  stamp_duty: '',
};

/** An outside team's page: a react-hook-form form of BuildCover fields, then the customer's premium view. */
export function App(): ReactElement {
  const form = useForm<WorksValues>({
    defaultValues: { projectName: '', state: '', excavation: '', contractValue: '' },
    resolver: checkAnswers,
  });
  const [checked, setChecked] = useState<WorksValues | null>(null);
  const [amounts, setAmounts] = useState<PremiumGridInputs>(noAmounts);
  const state = form.watch('state');
  // The customer's view leaves out commissions, so the commission rates do not change what it shows.
  const compute = useCallback(
    (inputs: PremiumGridInputs): PremiumBreakdown =>
      computePremiumBreakdown({ ...inputs, state, commission_percent: 0, associate_commission_percent: 0 }),
    [state],
  );
  const errors = Object.entries(form.formState.errors).map(([name, error]) => ({
    fieldId: name,
    message: error?.message ?? '',
  }));

  return (
    <BuildCoverProvider>
      <main>
        <h1>Works quote</h1>
        <FormProvider {...form}>
          <form noValidate onSubmit={form.handleSubmit(setChecked)}>
            {errors.length > 0 ? <ErrorSummary errors={errors} focusKey={form.formState.submitCount} /> : null}
            <FormTextField<WorksValues> id="projectName" name="projectName" label="Project name" isRequired />
            <FormSelect<WorksValues> id="state" name="state" label="State" options={stateOptions} isRequired />
            <FormYesNo<WorksValues>
              id="excavation"
              name="excavation"
              label="Does the work involve excavation?"
              isRequired
            />
            <FormCurrencyInput<WorksValues> id="contractValue" name="contractValue" label="Contract value" />
            <Button type="submit">Check answers</Button>
          </form>
        </FormProvider>
        {checked ? (
          <p>
            <StatusBadge status="answered" tone="success" /> {checked.projectName}, contract value{' '}
            {checked.contractValue ? formatAud(checked.contractValue) : 'not given'}
          </p>
        ) : null}
        <PremiumGrid title="What you pay" value={amounts} onChange={setAmounts} compute={compute} hideCommissions />
        <CallBackForm />
      </main>
    </BuildCoverProvider>
  );
}
