'use client';

import {
  isFieldVisible,
  revealNotes,
  visibilityInputs,
  visibleNotes,
  type ProposalFieldDef,
  type ProposalFormValues,
} from '@buildcover/domain';
import { Suspense, useMemo, type ReactElement } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { InfoNote } from '../../forms/InfoNote';
import { ConditionalSection } from '../../insurance/ConditionalSection';
import { claimsField } from './lazyControls';
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

// The claims list (dates and amounts) loads with the section that asks it (lazyControls.ts).
const ClaimsField = claimsField.Component;

/** Said when a rule's follow-up questions appear. */
const revealMessages: Record<string, string> = {
  'additional-holder': 'Additional policy holder questions shown below.',
  'claims-list': 'Claims list shown below.',
};

/**
 * `decide(values)` re-evaluated when one of the answers at `paths` changes (not on keys typed
 * elsewhere in the form); the component renders only when its result changes.
 */
function useDecidedBy<T>(paths: readonly string[], decide: (values: ProposalFormValues) => T): T {
  const { getValues } = useFormContext<ProposalFormValues>();
  return useWatch<ProposalFormValues>({ name: paths as never, exact: true, compute: () => decide(getValues()) }) as T;
}

/** The domain's information note on a field's answer (for example asbestos: yes), while it applies. */
function FieldNote({ path }: { path: string }): ReactElement | null {
  const inputs = useMemo(() => [path, ...visibilityInputs(path)], [path]);
  const text = useDecidedBy(inputs, (values) => visibleNotes(values).find((n) => n.field === path)?.text ?? null);
  return text ? (
    <Note>
      <InfoNote announce>{text}</InfoNote>
    </Note>
  ) : null;
}

const notedFields: ReadonlySet<string> = new Set(revealNotes.map((n) => n.field));

/** The path whose visibility decides whether a reveal block shows (its first row, or the rule's first target). */
function revealedPath(block: Extract<SectionBlock, { kind: 'reveal' }>): string {
  const first = block.blocks[0];
  if (first?.kind === 'claims') return 'claims';
  if (first?.kind === 'field') return first.def.path;
  return block.rule.reveals[0]!;
}

function RevealBlock({ block }: { block: Extract<SectionBlock, { kind: 'reveal' }> }): ReactElement {
  const path = revealedPath(block);
  const inputs = useMemo(() => visibilityInputs(path), [path]);
  // The domain's rule, evaluated when an answer it reads changes; a render only when it flips.
  const shown = useDecidedBy(inputs, (values) => isFieldVisible(values, path));
  const children = block.blocks.map((child, i) => (
    <Block key={child.kind === 'field' ? child.def.path : `${child.kind}-${i}`} block={child} />
  ));
  return (
    <ConditionalSection
      value={shown}
      when={true}
      revealMessage={revealMessages[block.rule.id] ?? 'More questions shown below.'}
    >
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

function Block({ block }: { block: SectionBlock }): ReactElement {
  if (block.kind === 'claims') return <ClaimsField />;
  if (block.kind === 'reveal') return <RevealBlock block={block} />;
  return (
    <>
      <ProposalField def={block.def} />
      {notedFields.has(block.def.path) ? <FieldNote path={block.def.path} /> : null}
    </>
  );
}

/**
 * The fields of one proposal section inside a react-hook-form `<FormProvider>` holding the
 * proposal's values: each row drawn by its kind, follow-ups revealed by the domain's rules, and
 * the domain's information notes on the answers that need one. The public form and the
 * back-office editor draw the same questions with this (one definition, not a copy). Nothing here
 * watches the whole form: a keystroke re-renders its field; a reveal rule or note is evaluated only
 * when an answer it reads changes, and its block re-renders only when the result flips.
 */
export function ProposalSectionFields({ fields }: { fields: readonly ProposalFieldDef[] }): ReactElement {
  const blocks = useMemo(() => sectionBlocks(fields), [fields]);
  return (
    // A section whose controls are still loading appears whole once they are here.
    <Suspense fallback={null}>
      {blocks.map((block, i) => (
        <Block key={block.kind === 'field' ? block.def.path : `${block.kind}-${i}`} block={block} />
      ))}
    </Suspense>
  );
}
