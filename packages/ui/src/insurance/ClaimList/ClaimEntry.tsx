'use client';

import type { ReactElement, Ref } from 'react';
import styled from 'styled-components';
import { textMaxLength, type ClaimEntryValues } from '@buildcover/domain';
import { Button } from '../../primitives/Button';
import { TextField } from '../../forms/TextField';
import { DateField } from '../../forms/DateField';
import { visuallyHidden } from '../../theme';
import { CurrencyInput } from '../CurrencyInput';
import { claimFieldId, type ClaimField } from './claimFields';

export interface ClaimEntryProps {
  listName: string;
  index: number;
  claim: ClaimEntryValues;
  errors?: Partial<Record<ClaimField, string | undefined>>;
  labels: Record<ClaimField, string>;
  maxDate: string;
  isRemovable: boolean;
  isReadOnly?: boolean;
  isDisabled?: boolean;
  onFieldChange: (field: ClaimField, value: string) => void;
  onBlur?: () => void;
  onRemove: () => void;
  firstFieldRef: Ref<HTMLInputElement | HTMLTextAreaElement>;
}

const Entry = styled.fieldset`
  box-sizing: border-box;
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[4]} 0`};
  border: 1px solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.md};
  min-width: 0;
  @media (forced-colors: active) {
    border-color: CanvasText;
  }
`;
const Legend = styled.legend`
  box-sizing: border-box;
  padding: 0 ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ theme }) => theme.font.size.lg};
`;
const Fields = styled.div`
  box-sizing: border-box;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  column-gap: ${({ theme }) => theme.space[5]};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
const Actions = styled.div`
  box-sizing: border-box;
  padding-bottom: ${({ theme }) => theme.space[4]};
`;
const Hidden = styled.span`
  box-sizing: border-box;
  ${visuallyHidden}
`;

/** One claim of the ClaimList: a fieldset "Claim N" with its five fields and, beyond the minimum, a remove button. */
export function ClaimEntry({
  listName,
  index,
  claim,
  errors,
  labels,
  maxDate,
  isRemovable,
  isReadOnly,
  isDisabled,
  onFieldChange,
  onBlur,
  onRemove,
  firstFieldRef,
}: ClaimEntryProps): ReactElement {
  const number = index + 1;
  const common = (field: ClaimField) => ({
    id: claimFieldId(listName, index, field),
    name: claimFieldId(listName, index, field),
    label: labels[field],
    errorMessage: errors?.[field],
    isRequired: true,
    isReadOnly,
    isDisabled,
    onBlur,
  });
  return (
    <Entry>
      <Legend>Claim {number}</Legend>
      <Fields>
        <TextField
          {...common('insurer')}
          ref={firstFieldRef}
          maxLength={textMaxLength}
          value={claim.insurer}
          onChange={(v) => onFieldChange('insurer', v)}
        />
        <DateField
          {...common('claimDate')}
          max={maxDate}
          value={claim.claimDate}
          onChange={(v) => onFieldChange('claimDate', v)}
        />
        <CurrencyInput {...common('cost')} unitLabel="" value={claim.cost} onChange={(v) => onFieldChange('cost', v)} />
        <TextField
          {...common('claimedFor')}
          maxLength={textMaxLength}
          value={claim.claimedFor}
          onChange={(v) => onFieldChange('claimedFor', v)}
        />
        <TextField
          {...common('address')}
          maxLength={textMaxLength}
          value={claim.address}
          onChange={(v) => onFieldChange('address', v)}
        />
      </Fields>
      {isRemovable && !isReadOnly ? (
        <Actions>
          <Button variant="secondary" size="sm" onPress={onRemove} isDisabled={isDisabled}>
            Remove <Hidden>claim {number}</Hidden>
          </Button>
        </Actions>
      ) : null}
    </Entry>
  );
}
