'use client';

import { useMemo, type ReactElement, type ReactNode } from 'react';
import styled from 'styled-components';
import { formatAud, gstInTotal, type EditablePremiumKey, type PremiumBreakdown } from '@buildcover/domain';
import { visuallyHidden } from '../../theme';
import { Button } from '../../primitives/Button';
import { Alert } from '../../feedback/Alert';
import { CurrencyInput, CurrencySymbol } from '../CurrencyInput/CurrencyInput';
import { commissionRows, premiumLabel, premiumRows, type PremiumGridInputs, type PremiumRow } from './premiumRows';
import { useBuildCoverTheme } from '../../theme/useBuildCoverTheme';

export interface PremiumGridProps {
  /** The typed amounts as decimal strings ('' counts as nothing typed). */
  value: PremiumGridInputs;
  /** Called with all the amounts when one changes. */
  onChange?: (value: PremiumGridInputs) => void;
  /**
   * Turns the amounts into the full breakdown (GSTs, total, commissions). Pass the real rule from
   * packages/domain, bound to the quote's insurer commission rates and state.
   */
  compute: (inputs: PremiumGridInputs) => PremiumBreakdown;
  /** Shows amounts as text with no inputs and no Save (the quote's view mode). */
  isReadOnly?: boolean;
  /** Called with the amounts and the breakdown shown on screen. Omit to hide Save. */
  onSave?: (value: PremiumGridInputs, breakdown: PremiumBreakdown) => void;
  /** Disables the inputs and shows 'Saving...' on the Save button. */
  isSaving?: boolean;
  /** Text of the Save button; 'Save' by default. */
  saveLabel?: string;
  /** Messages per editable amount, e.g. from react-hook-form. */
  errors?: Partial<Record<EditablePremiumKey, ReactNode>>;
  /** Leaves out the commission lines: the customer's view of what they pay. */
  hideCommissions?: boolean;
  /** Caption of the table. */
  title?: ReactNode;
  /** A line under the caption, e.g. the insurer's commission rates. */
  description?: ReactNode;
  /** Extra class for layout by the app. */
  className?: string;
}

const Wrapper = styled.div`
  box-sizing: border-box;
  max-width: 46rem;
  /* On a phone the table may be wider than the screen: scroll it, keep room for focus rings. */
  overflow-x: auto;
  padding: ${({ theme }) => theme.space[1]};
`;
const Table = styled.table`
  box-sizing: border-box;
  width: 100%;
  border-collapse: collapse;
  background: ${({ theme }) => theme.color.background};
  font-variant-numeric: tabular-nums;
  & caption {
    text-align: start;
    padding-bottom: ${({ theme }) => theme.space[2]};
  }
  & th,
  & td {
    /* A phone's three columns share about 21rem: narrower gaps there, so an amount is not cut off. */
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[2]}`};
    border-bottom: 1px solid ${({ theme }) => theme.color.borderSubtle};
    vertical-align: middle;
    ${({ theme }) => theme.media.md} {
      padding-inline: ${({ theme }) => theme.space[3]};
    }
  }
  & thead th {
    background: ${({ theme }) => theme.color.surface};
    border-bottom: 2px solid ${({ theme }) => theme.color.border};
    font-size: ${({ theme }) => theme.font.size.sm};
    text-align: end;
  }
  & thead th:first-child { text-align: start; }
  & tbody th {
    text-align: start;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  & td { text-align: end; white-space: nowrap; }
`;
const Caption = styled.span`
  box-sizing: border-box;
  display: block;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.text};
`;
const Description = styled.span`
  box-sizing: border-box;
  display: block;
  margin-top: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;
const GroupHeading = styled.th`
  box-sizing: border-box;
  padding-top: ${({ theme }) => theme.space[5]} !important;
  background: ${({ theme }) => theme.color.background};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.color.textMuted};
`;
const TotalRow = styled.tr`
  box-sizing: border-box;
  /* Tripled class so the total wins over the table's own cell rules. */
  &&& th, &&& td {
    border-top: 2px solid ${({ theme }) => theme.color.text};
    border-bottom: 2px solid ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.brandSoft};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  @media (forced-colors: active) {
    &&& th, &&& td { border-color: CanvasText; }
  }
`;
const AmountCell = styled.td`
  box-sizing: border-box;
  width: 11rem;
  ${({ theme }) => theme.media.md} {
    width: 13rem;
  }
  /* The field sits in a table cell: no field spacing, input right-aligned like the numbers. */
  & > div { margin: 0; align-items: flex-end; }
  /* Ten characters ("100,000.00") always show: past that, the table scrolls rather than hide digits. */
  & input {
    text-align: end;
    min-width: calc(10ch + 2 * ${({ theme }) => theme.space[2]} + 4px);
    padding-inline: ${({ theme }) => theme.space[2]};
  }
  /* The "$" before the input (aria-hidden; the label says "in dollars"): on a phone the amount needs
     its room more, and the column's other amounts show their "$". */
  & ${CurrencySymbol} { display: none; }
  ${({ theme }) => theme.media.sm} {
    & ${CurrencySymbol} { display: inline-flex; }
  }
  ${({ theme }) => theme.media.md} {
    & input,
    & ${CurrencySymbol} { padding-inline: ${({ theme }) => theme.space[3]}; }
  }
`;
/**
 * The GST the total includes: 'incl.' above the amount, in the lines' own size and weight rather than
 * the total's, so the GST column is no wider than its amounts (a phone's table still fits).
 */
const Included = styled.span`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.regular};
`;
const Computed = styled.span`
  box-sizing: border-box;
  color: ${({ theme }) => theme.color.text};
`;
const NoGst = styled.span`
  box-sizing: border-box;
  color: ${({ theme }) => theme.color.textMuted};
`;
const Actions = styled.div`
  box-sizing: border-box;
  display: flex;
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space[4]};
`;
const Hidden = styled.span`
  box-sizing: border-box;
  ${visuallyHidden}
`;

function safeCompute(
  compute: PremiumGridProps['compute'],
  inputs: PremiumGridInputs,
): { breakdown: PremiumBreakdown | null; problem: string | null } {
  try {
    return { breakdown: compute(inputs), problem: null };
  } catch (error) {
    return {
      breakdown: null,
      problem: error instanceof Error ? error.message : 'The premium cannot be calculated from these amounts.',
    };
  }
}

/**
 * The back-office premium breakdown: staff type base premium, fire levy, fees and stamp duty;
 * each GST, the total and the commissions are computed by `compute` and shown read-only.
 * Amounts are decimal strings throughout.
 */
export function PremiumGrid({
  value,
  onChange,
  compute,
  isReadOnly = false,
  onSave,
  isSaving = false,
  saveLabel = 'Save',
  errors,
  hideCommissions = false,
  title = 'Premium breakdown',
  description,
  className,
}: PremiumGridProps): ReactElement {
  useBuildCoverTheme('PremiumGrid');
  const { breakdown, problem } = useMemo(() => safeCompute(compute, value), [compute, value]);
  const hasErrors = Object.values(errors ?? {}).some(
    (message) => message !== undefined && message !== null && message !== '',
  );

  const shown = (key: keyof PremiumBreakdown) => (breakdown ? formatAud(breakdown[key]) : '-');

  const renderRow = (row: PremiumRow) => {
    const label = premiumLabel(row.key);
    const amount =
      row.isEditable && !isReadOnly ? (
        <AmountCell>
          <CurrencyInput
            id={`premium-${row.key}`}
            name={row.key}
            label={label}
            hideLabel
            value={value[row.key as EditablePremiumKey]}
            onChange={(next) => onChange?.({ ...value, [row.key]: next })}
            errorMessage={errors?.[row.key as EditablePremiumKey]}
            isDisabled={isSaving}
          />
        </AmountCell>
      ) : (
        <td>
          <Computed>{shown(row.key)}</Computed>
        </td>
      );
    const gst = row.gstKey ? (
      <td>
        <Computed>{shown(row.gstKey)}</Computed>
      </td>
    ) : row.isTotal ? (
      // The total states the GST it includes, as a tax invoice does.
      <td>
        <Included>
          incl.
          <Computed>{breakdown ? formatAud(gstInTotal(breakdown)) : '-'}</Computed>
        </Included>
      </td>
    ) : (
      <td>
        <NoGst aria-hidden="true">—</NoGst>
        <Hidden>No GST</Hidden>
      </td>
    );
    const Row = row.isTotal ? TotalRow : 'tr';
    return (
      <Row key={row.key}>
        <th scope="row">{label}</th>
        {amount}
        {gst}
      </Row>
    );
  };

  return (
    <Wrapper className={className}>
      <Table>
        <caption>
          <Caption>{title}</Caption>
          {description ? <Description>{description}</Description> : null}
        </caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Amount</th>
            <th scope="col">GST</th>
          </tr>
        </thead>
        <tbody>{premiumRows.map(renderRow)}</tbody>
        {hideCommissions ? null : (
          <tbody>
            <tr>
              <GroupHeading scope="rowgroup" colSpan={3}>
                Commissions
              </GroupHeading>
            </tr>
            {commissionRows.map(renderRow)}
          </tbody>
        )}
      </Table>
      {problem ? (
        <Alert tone="danger" role="alert" title="The premium cannot be calculated from these amounts.">
          {problem}
        </Alert>
      ) : null}
      {onSave && !isReadOnly ? (
        <Actions>
          <Button
            isPending={isSaving}
            isDisabled={!breakdown || hasErrors}
            onPress={() => breakdown && onSave(value, breakdown)}
          >
            {isSaving ? 'Saving...' : saveLabel}
          </Button>
        </Actions>
      ) : null}
    </Wrapper>
  );
}
