/*
 * A small proposal-like form for the react-hook-form story and tests: every bound field once, with
 * the labels and options the tests share (worksForm.test-support.ts finds and answers them).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactElement, ReactNode } from 'react';
import { FormProvider, useForm, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../primitives/Button';
import { FormRadioGroup, FormTextField, FormYesNo } from './fields';
import { FormSelect } from './FormSelect';
import { FormCheckbox } from './FormCheckbox';
import { FormCurrencyInput } from './FormCurrencyInput';
import { FormDateField } from './FormDateField';

export const worksSchema = z.object({
  suburb: z.string().trim().min(1, 'Enter the suburb of the site.'),
  state: z.string().min(1, 'Select the state.'),
  startDate: z.string().min(1, 'Enter the start date.'),
  value: z.string().min(1, 'Enter the value of the works.'),
  limit: z.string().min(1, 'Choose a public liability limit.'),
  excavation: z.string().min(1, 'Answer whether the work involves excavation.'),
  declaration: z.boolean().refine((ticked) => ticked, 'Confirm the declaration to continue.'),
});
export type WorksValues = z.input<typeof worksSchema>;

export const noWorks: WorksValues = {
  suburb: '',
  state: '',
  startDate: '',
  value: '',
  limit: '',
  excavation: '',
  declaration: false,
};

export const worksLabels = {
  suburb: 'Suburb',
  state: 'State',
  startDate: 'Start date',
  value: 'Value of the works',
  limit: 'Public liability limit',
  excavation: 'Does the work involve excavation?',
  declaration: 'I declare the answers are true',
} satisfies Record<keyof WorksValues, string>;
export const worksStateOptions = [
  { value: 'VIC', label: 'Victoria' },
  { value: 'NSW', label: 'New South Wales' },
];
export const worksLimitOptions = [
  { value: '5000000', label: '$5 Million' },
  { value: '10000000', label: '$10 Million' },
];

/** The fields, bound by name to the surrounding form. */
export function WorksFields(): ReactElement {
  return (
    <>
      <FormTextField<WorksValues> name="suburb" label={worksLabels.suburb} isRequired />
      <FormSelect<WorksValues>
        name="state"
        label={worksLabels.state}
        placeholder="Select State"
        options={worksStateOptions}
        isRequired
      />
      <FormDateField<WorksValues> name="startDate" label={worksLabels.startDate} isRequired />
      <FormCurrencyInput<WorksValues> name="value" label={worksLabels.value} isRequired />
      <FormRadioGroup<WorksValues> name="limit" label={worksLabels.limit} options={worksLimitOptions} isRequired />
      <FormYesNo<WorksValues> name="excavation" label={worksLabels.excavation} isRequired />
      <FormCheckbox<WorksValues> name="declaration" label={worksLabels.declaration} isRequired />
    </>
  );
}

export interface WorksFormProps {
  onSubmit: (values: WorksValues) => void;
  options?: Omit<UseFormProps<WorksValues>, 'resolver'>;
  /** Extra controls that need the form (e.g. a button calling `setFocus`). */
  children?: (form: UseFormReturn<WorksValues>) => ReactNode;
}

/** The fields in a `<form noValidate>` checked by the zod schema on submit. */
export function WorksForm({ onSubmit, options, children }: WorksFormProps): ReactElement {
  const form = useForm<WorksValues>({ defaultValues: noWorks, ...options, resolver: zodResolver(worksSchema) });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
        <WorksFields />
        <Button type="submit">Continue</Button>
        {children?.(form)}
      </form>
    </FormProvider>
  );
}
