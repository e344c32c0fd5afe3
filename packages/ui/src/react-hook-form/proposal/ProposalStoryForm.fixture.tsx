import { emptyProposal, type ProposalFormValues } from '@buildcover/domain';
import { useMemo, type ReactElement, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { SelectOption } from '../../forms/Select';
import { ProposalFieldsProvider, type ProposalFieldsEnvironment } from './ProposalFieldsContext';
import { ProposalFileUpload } from './ProposalFileUpload';

export interface ProposalStoryFormProps {
  children: ReactNode;
  /** What GET /api/v1/states gave the app; empty when the call failed. */
  stateOptions: readonly SelectOption[];
  /** The app's upload: resolves to the stored key. */
  upload: (file: File) => Promise<string>;
  /** Answers already given (a saved proposal). */
  values?: Partial<ProposalFormValues>;
}

/**
 * For stories only: the proposal form around the fields, as an app sets it up — react-hook-form
 * holding the proposal's values, and the environment (states, uploads) the design system never
 * fetches itself.
 */
export function ProposalStoryForm({ children, stateOptions, upload, values }: ProposalStoryFormProps): ReactElement {
  const form = useForm<ProposalFormValues>({ defaultValues: { ...emptyProposal(), ...values } });
  const environment = useMemo<ProposalFieldsEnvironment>(
    () => ({
      stateOptions,
      renderFile: (props) => (
        <ProposalFileUpload
          {...props}
          upload={(file) => upload(file)}
          storedFileName={() => 'Uploaded file'}
          describeFailure={(_error, fallback) => `${fallback} Please try again.`}
        />
      ),
    }),
    [stateOptions, upload],
  );
  return (
    <FormProvider {...form}>
      <ProposalFieldsProvider value={environment}>
        <form noValidate style={{ maxWidth: '40rem' }}>
          {children}
        </form>
      </ProposalFieldsProvider>
    </FormProvider>
  );
}

/** The states as the app's select receives them in these stories. */
export const storyStateOptions: readonly SelectOption[] = [
  { value: 'NSW', label: 'New South Wales' },
  { value: 'VIC', label: 'Victoria' },
];
