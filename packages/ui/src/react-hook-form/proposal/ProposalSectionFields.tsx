'use client';

import { isFieldVisible, visibleNotes, type ProposalFieldDef, type ProposalFormValues } from '@buildcover/domain';
import { useMemo, type ReactElement } from 'react';
import { useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { InfoNote } from '../../forms/InfoNote';
import { ConditionalSection } from '../../insurance/ConditionalSection';
import { ClaimsField } from './ClaimsField';
import { ProposalField } from './ProposalField';
import { sectionBlocks, type SectionBlock } from './sectionBlocks';

const Group = styled.fieldset`
  box-sizing: border-box;
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
`;
const Legend = styled.legend`
  box-sizing: border-box;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ theme }) => theme.font.size.lg};
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space[3]};
`;
const Note = styled.div`
  box-sizing: border-box;
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

/** Said when a rule's follow-up questions appear. */
const revealMessages: Record<string, string> = {
  'additional-holder': 'Additional policy holder questions shown below.',
  'claims-list': 'Claims list shown below.',
};

function Block({ block, values }: { block: SectionBlock; values: ProposalFormValues }): ReactElement | null {
  if (block.kind === 'claims') return <ClaimsField />;
  if (block.kind === 'field') {
    const note = visibleNotes(values).find((n) => n.field === block.def.path);
    return (
      <>
        <ProposalField def={block.def} />
        {note ? (
          <Note>
            <InfoNote announce>{note.text}</InfoNote>
          </Note>
        ) : null}
      </>
    );
  }
  const first = block.blocks[0];
  const shown = first ? isFieldVisible(values, first.kind === 'claims' ? 'claims' : first.kind === 'field' ? first.def.path : block.rule.reveals[0]!) : false;
  const children = block.blocks.map((child, i) => <Block key={child.kind === 'field' ? child.def.path : `${child.kind}-${i}`} block={child} values={values} />);
  return (
    <ConditionalSection value={shown} when={true} revealMessage={revealMessages[block.rule.id] ?? 'More questions shown below.'}>
      {block.rule.id === 'additional-holder' ? (
        <Group>
          <Legend>Additional policy holder</Legend>
          {children}
        </Group>
      ) : (
        children
      )}
    </ConditionalSection>
  );
}

/**
 * The fields of one proposal section inside a react-hook-form `<FormProvider>` holding the
 * proposal's values: each row drawn by its kind, follow-ups revealed by the domain's rules, and
 * the domain's information notes on the answers that need one. The public form and the
 * back-office editor draw the same questions with this (one definition, not a copy).
 */
export function ProposalSectionFields({ fields }: { fields: readonly ProposalFieldDef[] }): ReactElement {
  const values = useWatch<ProposalFormValues>() as ProposalFormValues;
  const blocks = useMemo(() => sectionBlocks(fields), [fields]);
  return (
    <>
      {blocks.map((block, i) => (
        <Block key={block.kind === 'field' ? block.def.path : `${block.kind}-${i}`} block={block} values={values} />
      ))}
    </>
  );
}
