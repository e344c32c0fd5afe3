import { fieldDomId, isFieldVisible, type ProposalFormValues } from '@buildcover/domain';
import { ErrorSummary } from '@buildcover/ui';
import type { ReactElement } from 'react';
import { get, useFormState, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { ProposalField } from './ProposalField';
import type { QuoteSectionDef } from './sections';

const Group = styled.fieldset`
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.color.borderSubtle};
  margin: ${({ theme }) => theme.space[5]} 0 0;
  padding: ${({ theme }) => theme.space[4]} 0 0;
  min-width: 0;
`;
const Legend = styled.legend`
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ theme }) => theme.font.size.lg};
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

/** Fields of the additional holder are grouped under their own legend. */
const ADDITIONAL = 'additionalHolder.';

/** The visible fields of one section (reveal rules from the domain). */
export function QuoteSection({ section, failedChecks }: { section: QuoteSectionDef; failedChecks: number }): ReactElement {
  const values = useWatch<ProposalFormValues>();
  const { errors } = useFormState<ProposalFormValues>();
  const visible = section.fields.filter((f) => isFieldVisible(values, f.path));
  // Same words as under each field, in the order the fields appear.
  const summary = visible.flatMap((f) => {
    const message = (get(errors, f.path) as { message?: unknown } | undefined)?.message;
    return typeof message === 'string' && message ? [{ fieldId: fieldDomId(f.path), message }] : [];
  });
  const own = visible.filter((f) => !f.path.startsWith(ADDITIONAL));
  const additional = visible.filter((f) => f.path.startsWith(ADDITIONAL));
  return (
    <>
      {failedChecks > 0 ? <ErrorSummary errors={summary} focusKey={failedChecks} headingLevel={3} /> : null}
      {own.map((def) => (
        <ProposalField key={def.path} def={def} />
      ))}
      {additional.length > 0 ? (
        <Group>
          <Legend>Additional policy holder</Legend>
          {additional.map((def) => (
            <ProposalField key={def.path} def={def} />
          ))}
        </Group>
      ) : null}
    </>
  );
}
