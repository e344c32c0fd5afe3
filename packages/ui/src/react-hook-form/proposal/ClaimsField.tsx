'use client';

import type { ProposalFormValues } from '@buildcover/domain';
import { ClaimList, claimErrorsFromFieldErrors } from '../../insurance/ClaimList';
import { useFieldBinding } from '../useFieldBinding';
import type { ReactElement } from 'react';
import { get, useFormState } from 'react-hook-form';

/** The past claims list (two entries to start, more can be added) bound to the form's `claims`. */
export function ClaimsField(): ReactElement {
  const binding = useFieldBinding<ProposalFormValues, 'claims'>('claims', { emptyValue: [] });
  const { errors } = useFormState<ProposalFormValues>({ name: 'claims' });
  const listError = get(errors, 'claims') as { message?: unknown } | undefined;
  return (
    <ClaimList
      name="claims"
      heading="Claims in the last 3 years"
      ref={binding.ref}
      value={binding.value}
      onChange={(claims) => binding.onChange(claims)}
      onBlur={binding.onBlur}
      isDisabled={binding.isDisabled}
      errors={claimErrorsFromFieldErrors(listError)}
      errorMessage={typeof listError?.message === 'string' ? listError.message : undefined}
    />
  );
}
