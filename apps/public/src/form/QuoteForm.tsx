import { useApiClient, useStates } from '@buildcover/api-client';
import { createProposalSchema, emptyProposal, toQuoteRequest, validateProposal, visibleFieldPaths, type ProposalFormValues } from '@buildcover/domain';
import { Button, FormSection, InfoNote, MessageModal } from '@buildcover/ui';
import { ProposalFieldsProvider, type ProposalFieldsEnvironment } from '@buildcover/ui/react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import { FormProvider, useForm, type FieldPath } from 'react-hook-form';
import styled from 'styled-components';
import { useLocation } from 'wouter';
import { autoCompleteFor } from './autoComplete';
import { flowStateFor } from './initialFlow';
import { ProposalDraftProvider, useProposalDraftState } from './ProposalDraft';
import { ProposalFileField } from './ProposalFileField';
import { QuoteSection } from './QuoteSection';
import { resultStateFor } from './resultState';
import { loadSavedProposal, withoutUploads } from './savedProposal';
import { builtSectionIds, quoteSections, sectionOfPath, type BuiltSectionId } from './sections';
import { readSubmitFailure } from './submitFailure';
import { useAutosave } from './useAutosave';
import { useSectionFlow } from './useSectionFlow';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;
const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space[4]};
`;
const SubmitRow = styled.div`
  margin-top: ${({ theme }) => theme.space[5]};
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.color.borderSubtle};
`;

const DECLARATION: BuiltSectionId = 'declaration';

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
  const client = useApiClient();
  const [, navigate] = useLocation();
  const saved = useMemo(() => loadSavedProposal(), []);
  const schema = useMemo(() => createProposalSchema(), []);
  const form = useForm<ProposalFormValues, unknown, ProposalFormValues>({
    defaultValues: saved?.values ?? emptyProposal(),
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  // States come from GET /api/v1/states; when that call fails a select offers only its prompt (public-site §7).
  const states = useStates();
  const fieldsEnvironment = useMemo<ProposalFieldsEnvironment>(
    () => ({
      stateOptions: (states.data ?? []).map((s) => ({ value: s.state_code, label: s.name })),
      renderFile: (props) => <ProposalFileField {...props} />,
      autoComplete: autoCompleteFor,
    }),
    [states.data],
  );
  const draft = useProposalDraftState(saved ?? { uid: null, uidIssuedAt: null, fileNames: {} });
  const autosave = useAutosave(form, draft);
  const [resumed, setResumed] = useState(saved !== null);

  // Failed checks per section: the section's error summary appears after the first and takes
  // focus again on each one (GOV.UK pattern), so focus is not also sent to the first field.
  const [failedChecks, setFailedChecks] = useState<Partial<Record<BuiltSectionId, number>>>({});
  const bumpFailed = useCallback((id: BuiltSectionId) => setFailedChecks((prev) => ({ ...prev, [id]: (prev[id] ?? 0) + 1 })), []);
  const validateSection = useCallback(
    async (id: BuiltSectionId) => {
      const ok = await form.trigger(visibleFieldPaths(form.getValues(), { sections: [id] }) as FieldPath<ProposalFormValues>[]);
      if (!ok) bumpFailed(id);
      return ok;
    },
    [form, bumpFailed],
  );
  const initialFlow = useMemo(() => flowStateFor(saved?.values), [saved]);
  const flow = useSectionFlow(builtSectionIds, validateSection, initialFlow);

  // An edit that breaks a completed section takes its '✓ Complete' away (and the later sections'
  // with it) at once, without showing messages before the customer asks to move on.
  const { openId, recheck } = flow;
  useEffect(() => {
    if (!openId) return undefined;
    const subscription = form.watch((values) => recheck(openId, validateProposal(values, { sections: [openId] }).length === 0));
    return () => subscription.unsubscribe();
  }, [form, openId, recheck]);

  // After Next, focus goes to the heading of the section that opened, not to the page body.
  const [focusTarget, setFocusTarget] = useState<BuiltSectionId | null>(null);
  useEffect(() => {
    if (focusTarget && flow.openId === focusTarget) {
      focusSectionHeading(focusTarget);
      setFocusTarget(null);
    }
  }, [focusTarget, flow.openId]);
  const next = async (id: BuiltSectionId): Promise<void> => {
    const nextId = builtSectionIds[builtSectionIds.indexOf(id) + 1];
    if ((await flow.next(id)) && nextId) setFocusTarget(nextId);
  };

  const [pending, setPending] = useState(false);
  const submitting = useRef(false);
  const [popup, setPopup] = useState<string | null>(null);

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

  const submit = form.handleSubmit(
    async () => {
      if (submitting.current) return; // a double click sends once
      submitting.current = true;
      setPending(true);
      try {
        const uid = await draft.ensureUid();
        // The answers as held (toQuoteRequest sends hidden ones as null itself).
        const answer = await client.publicQuotes.submit(toQuoteRequest(form.getValues(), uid));
        autosave.stop();
        navigate('/submit', { state: resultStateFor(answer.data) });
      } catch (error) {
        const failure = readSubmitFailure(error);
        if (failure.sessionExpired) {
          draft.reset();
          form.reset(withoutUploads(form.getValues()), { keepErrors: true, keepDirty: true, keepTouched: true });
        }
        for (const { path, message } of failure.fieldErrors) form.setError(path as FieldPath<ProposalFormValues>, { type: 'server', message });
        if (failure.fieldErrors.length > 0) showErrorsFrom(failure.fieldErrors.map((e) => e.path));
        if (failure.message) setPopup(failure.message);
        submitting.current = false;
        setPending(false);
      }
    },
    (errors) => {
      const paths = visibleFieldPaths(form.getValues()).filter((path) => path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], errors) !== undefined);
      showErrorsFrom(paths.length > 0 ? paths : [DECLARATION]);
    },
  );

  const startAgain = (): void => {
    form.reset(emptyProposal());
    autosave.clear();
    draft.reset();
    flow.reset(flowStateFor(null));
    setFailedChecks({});
    setResumed(false);
    setConfirmStartAgain(false);
    focusSectionHeading(builtSectionIds[0]!);
  };
  const [confirmStartAgain, setConfirmStartAgain] = useState(false);

  return (
    <ProposalDraftProvider draft={draft}>
      <ProposalFieldsProvider value={fieldsEnvironment}>
        <FormProvider {...form}>
          {resumed ? (
            <InfoNote title="Welcome back">We kept the answers you gave on this device, so you can carry on where you left off.</InfoNote>
          ) : null}
          <Toolbar>
            <p>Your answers are saved on this device as you go.</p>
            <Button variant="tertiary" onPress={() => setConfirmStartAgain(true)}>
              Start again
            </Button>
          </Toolbar>
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
                {flow.isReachable(section.id) ? <QuoteSection section={section} failedChecks={failedChecks[section.id] ?? 0} /> : null}
                {section.id === DECLARATION && flow.isReachable(section.id) ? (
                  <SubmitRow>
                    <Button type="submit" variant="primary" size="lg" isPending={pending}>
                      {pending ? 'Submitting...' : 'Submit'}
                    </Button>
                  </SubmitRow>
                ) : null}
              </FormSection>
            ))}
          </form>
          <Footer>
            <Button
              variant="secondary"
              onPress={() => {
                window.scrollTo({ top: 0 });
                document.getElementById('main')?.focus({ preventScroll: true });
              }}
            >
              Go to Top
            </Button>
          </Footer>
          <MessageModal isOpen={popup !== null} onOpenChange={(open) => !open && setPopup(null)} title="Quote Failed!" tone="danger">
            {popup}
          </MessageModal>
          <MessageModal
            isOpen={confirmStartAgain}
            onOpenChange={setConfirmStartAgain}
            title="Start again?"
            tone="warning"
            primaryAction={{ label: 'Start again', onPress: startAgain }}
            closeLabel="Keep my answers"
          >
            Every answer and uploaded file on this device will be cleared.
          </MessageModal>
        </FormProvider>
      </ProposalFieldsProvider>
    </ProposalDraftProvider>
  );
}
