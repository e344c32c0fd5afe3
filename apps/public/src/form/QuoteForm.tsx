import { validateProposal, visibleFieldPaths, type ProposalFormValues } from '@buildcover/domain';
import { Button, FormSection, toPageTop } from '@buildcover/ui';
import { preloadProposalControls } from '@buildcover/ui/react-hook-form';
import { useCallback, useEffect, useMemo, useState, type ReactElement } from 'react';
import type { FieldPath } from 'react-hook-form';
import styled from 'styled-components';
import { flowStateFor } from './initialFlow';
import { QuoteSection } from './QuoteSection';
import { builtSectionIds, quoteSections, sectionOfPath, type BuiltSectionId } from './sections';
import { ProposalFrame, ProposalSubmit, useProposalForm } from './useProposalForm';
import { useSectionFlow } from './useSectionFlow';
import { mainId } from '../layout/mainId';

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space[4]};
`;

const DECLARATION: BuiltSectionId = 'declaration';
/** A resume link opens the sectioned form where its answers stop (initialFlow.ts), not at a step. */
const sectionsPlace = { form: 'sections', step: null } as const;

/** Moves keyboard focus to a section's heading button (after Next, or when an error opens it). */
function focusSectionHeading(id: BuiltSectionId): void {
  const button = document.getElementById(`section-${id}`)?.querySelector<HTMLButtonElement>('button');
  button?.focus({ preventScroll: true });
  button?.scrollIntoView?.({ block: 'start', behavior: 'auto' });
}

/**
 * The sectioned proposal form (public-site §2): one react-hook-form over the whole proposal with
 * the domain's schema, sections opened in order as each becomes valid, kept in this browser as the
 * customer types, and sent with the domain's `toQuoteRequest` to POST /api/v1/quotes/get.
 */
export function QuoteForm(): ReactElement {
  const proposal = useProposalForm();
  const { form, saved, pending } = proposal;
  // Failed checks per section: the section's error summary appears after the first and takes
  // focus again on each one (GOV.UK pattern), so focus is not also sent to the first field.
  const [failedChecks, setFailedChecks] = useState<Partial<Record<BuiltSectionId, number>>>({});
  const bumpFailed = useCallback(
    (id: BuiltSectionId) => setFailedChecks((prev) => ({ ...prev, [id]: (prev[id] ?? 0) + 1 })),
    [],
  );
  const validateSection = useCallback(
    async (id: BuiltSectionId) => {
      const ok = await form.trigger(
        visibleFieldPaths(form.getValues(), { sections: [id] }) as FieldPath<ProposalFormValues>[],
      );
      if (!ok) bumpFailed(id);
      return ok;
    },
    [form, bumpFailed],
  );
  const initialFlow = useMemo(() => flowStateFor(saved?.values), [saved]);
  const flow = useSectionFlow(builtSectionIds, validateSection, initialFlow);

  // An edit that breaks a completed section takes its '✓ Complete' away (and the later sections'
  // with it) at once, without showing messages before the customer asks to move on. A section not
  // completed yet has nothing to take away: its keys are not checked (the check is most of a key's script).
  const { openId, recheck } = flow;
  const recheckOpen = openId !== null && flow.wasCompleted(openId);
  useEffect(() => {
    if (!openId || !recheckOpen) return undefined;
    const subscription = form.watch((values) =>
      recheck(openId, validateProposal(values, { sections: [openId] }).length === 0),
    );
    return () => subscription.unsubscribe();
  }, [form, openId, recheckOpen, recheck]);

  // After Next, focus goes to the heading of the section that opened, not to the page body; so it
  // does when a resume link's page opens at a section.
  const [focusTarget, setFocusTarget] = useState<BuiltSectionId | null>(() =>
    saved?.restoredFrom === 'link' ? initialFlow.openId : null,
  );
  useEffect(() => {
    if (focusTarget && flow.openId === focusTarget) {
      focusSectionHeading(focusTarget);
      setFocusTarget(null);
    }
  }, [focusTarget, flow.openId]);
  const next = async (id: BuiltSectionId): Promise<void> => {
    // The later sections' controls (dates, money, claims) load once the customer moves on, not
    // while they type the first answers (a long task between two keys).
    void preloadProposalControls();
    const nextId = builtSectionIds[builtSectionIds.indexOf(id) + 1];
    if ((await flow.next(id)) && nextId) setFocusTarget(nextId);
  };

  /** Opens the first section holding an error and shows its summary there. */
  const showErrorsFrom = useCallback(
    (paths: readonly string[]) => {
      const sections = new Set(paths.map(sectionOfPath).filter((s): s is BuiltSectionId => s !== undefined));
      const first = builtSectionIds.find((id) => sections.has(id));
      if (!first) return;
      flow.reveal(first);
      bumpFailed(first);
    },
    [flow, bumpFailed],
  );

  const submit = proposal.onSubmit(showErrorsFrom);

  const startAgain = (): void => {
    flow.reset(flowStateFor(null));
    setFailedChecks({});
    focusSectionHeading(builtSectionIds[0]!);
  };

  return (
    <ProposalFrame proposal={proposal} place={sectionsPlace} onStartAgain={startAgain}>
      <form noValidate aria-label="Quote proposal" onSubmit={(event) => void submit(event)}>
        {quoteSections.map((section) => (
          <FormSection
            key={section.id}
            id={`section-${section.id}`}
            title={section.title}
            isOpen={flow.openId === section.id}
            onOpenChange={() => void flow.toggle(section.id)}
            canOpen={flow.isReachable(section.id)}
            isValid={section.id !== DECLARATION && flow.isComplete(section.id)}
            {...(section.id === DECLARATION ? {} : { onNext: () => void next(section.id) })}
          >
            {/* A locked section's fields are drawn once it can be reached: the first paint is one section, not eight. */}
            {flow.isReachable(section.id) ? (
              <QuoteSection section={section} failedChecks={failedChecks[section.id] ?? 0} />
            ) : null}
            {section.id === DECLARATION && flow.isReachable(section.id) ? <ProposalSubmit pending={pending} /> : null}
          </FormSection>
        ))}
      </form>
      <Footer>
        <Button variant="secondary" onPress={() => toPageTop(mainId)}>
          Go to Top
        </Button>
      </Footer>
    </ProposalFrame>
  );
}
