import { usePublicApiClient, useStates } from '@buildcover/api-client';
import {
  emptyProposal,
  toQuoteRequest,
  visibleFieldPaths,
  type ProposalFormValues,
  type ProposalValues,
} from '@buildcover/domain';
import type { SavedFormPlace } from '@buildcover/domain/api';
import { Button, InfoNote, lazyComponent, NeedsJavaScript } from '@buildcover/ui';
import { ProposalFieldsProvider, type ProposalFieldsEnvironment } from '@buildcover/ui/react-hook-form';
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type BaseSyntheticEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { FormProvider, get, useForm, type FieldPath } from 'react-hook-form';
import styled from 'styled-components';
import { useLocation } from 'wouter';
import { BrokerPhoneLink } from '../layout/BrokerPhoneLink';
import { OnceOpened } from '../layout/OnceOpened';
import { autoCompleteFor } from './autoComplete';
import { lazyProposalResolver } from './lazyProposalResolver';
import { ProposalDraftProvider, useProposalDraftState, type ProposalDraft } from './ProposalDraft';
import { resultStateFor } from './resultState';
import { SaveForLater } from './SaveForLater';
import { withoutUploads, type SavedProposal } from './savedProposal';
import { useKeptProposalState } from './useKeptProposal';
import { readSubmitFailure } from './submitFailure';
import { useAutosave } from './useAutosave';
import { ResultPage } from '../pages/lazyResultPage';
import type { Proposal, ProposalFormOptions, ShowErrorsAt } from './proposal';

// The proposal's dialogs load when one first opens (src/layout/OnceOpened.tsx).
const MessageModal = lazyComponent(() => import('@buildcover/ui/message-modal'), 'MessageModal');
// Plans and reports are asked in Property Risk, the seventh section: the file picker loads with it.
const ProposalFileField = lazyComponent(() => import('./ProposalFileField'), 'ProposalFileField');

export type { Proposal, ProposalForm, ProposalFormOptions, ShowErrorsAt } from './proposal';

/**
 * One proposal, whichever way it is asked (the sectioned form at '/', the steps at /quotes/get):
 * react-hook-form over the domain's schema, answers kept on this device as the customer types,
 * the upload session, and the submission through the api-client with the domain's toQuoteRequest.
 */
export function useProposalForm({ messages = 'form' }: ProposalFormOptions = {}): Proposal {
  const client = usePublicApiClient();
  const [, navigate] = useLocation();
  const { saved, known: mayKeep } = useKeptProposalState();
  const resolver = useMemo(() => lazyProposalResolver(messages), [messages]);
  const form = useForm<ProposalFormValues, unknown, ProposalValues>({
    defaultValues: saved?.values ?? emptyProposal(),
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // The error summary takes the focus (and links to each field); a focused field would lose its
    // message in the wizard, where focusing a field clears it.
    shouldFocusError: false,
  });
  const draft = useProposalDraftState(saved ?? { uid: null, uidIssuedAt: null, fileNames: {} });
  // Hydrating a prerendered page the form is blank: it must not overwrite what is kept.
  const autosave = useAutosave(form, draft, mayKeep);

  const [pending, setPending] = useState(false);
  const submitting = useRef(false);
  const [popup, setPopup] = useState<string | null>(null);

  const restartSession = useCallback(() => {
    draft.reset();
    form.reset(withoutUploads(form.getValues()), { keepErrors: true, keepDirty: true, keepTouched: true });
  }, [draft, form]);

  const onSubmit = (showErrorsAt: ShowErrorsAt): ((event?: BaseSyntheticEvent) => Promise<void>) =>
    form.handleSubmit(
      async () => {
        if (submitting.current) return; // a double click sends once
        submitting.current = true;
        setPending(true);
        // The result page's code comes while the server prices the proposal, not after.
        ResultPage.preload();
        try {
          const uid = await draft.ensureUid();
          // The answers as held (toQuoteRequest sends hidden ones as null itself).
          const answer = await client.publicQuotes.submit(toQuoteRequest(form.getValues(), uid));
          autosave.stop();
          navigate('/submit', { state: resultStateFor(answer.data) });
        } catch (error) {
          const failure = readSubmitFailure(error);
          if (failure.sessionExpired) restartSession();
          for (const { path, message } of failure.fieldErrors)
            form.setError(path as FieldPath<ProposalFormValues>, { type: 'server', message });
          if (failure.fieldErrors.length > 0) showErrorsAt(failure.fieldErrors.map((e) => e.path));
          if (failure.message) setPopup(failure.message);
          submitting.current = false;
          setPending(false);
        }
      },
      (errors) => {
        const paths = visibleFieldPaths(form.getValues()).filter((path) => get(errors, path) !== undefined);
        showErrorsAt(paths.length > 0 ? paths : ['declaration']);
      },
    );

  const clear = useCallback(() => {
    form.reset(emptyProposal());
    autosave.clear();
    draft.reset();
  }, [form, autosave, draft]);

  return {
    form,
    draft,
    saved,
    onSubmit,
    pending,
    clear,
    keepPlace: autosave.keepPlace,
    restartSession,
    popup,
    closePopup: () => setPopup(null),
  };
}

const SubmitRow = styled.div`
  margin-top: ${({ theme }) => theme.space[5]};
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.color.borderSubtle};
`;

/** The proposal's Submit (a form submit button): 'Submitting...' while the request is out. */
export function ProposalSubmit({ pending }: { pending: boolean }): ReactElement {
  return (
    <SubmitRow>
      <Button type="submit" variant="primary" size="lg" isPending={pending}>
        {pending ? 'Submitting...' : 'Submit'}
      </Button>
    </SubmitRow>
  );
}

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const ToolbarActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

/**
 * What both readings of the proposal show around their questions: welcome back, 'Save and finish
 * later', 'Start again' (asked first), and the popup of a failed submission; the form context for the fields inside.
 */
export function ProposalFrame({
  proposal,
  place,
  onStartAgain,
  children,
}: {
  proposal: Proposal;
  /** Which reading of the form this is (and its step): a resume link reopens it. */
  place: SavedFormPlace;
  onStartAgain(): void;
  children: ReactNode;
}): ReactElement {
  // States come from GET /api/v1/states; when that call fails a select offers only its prompt (public-site §7).
  const states = useStates();
  const fieldsEnvironment = useMemo<ProposalFieldsEnvironment>(
    () => ({
      stateOptions: (states.data ?? []).map((s) => ({ value: s.state_code, label: s.name })),
      renderFile: (props) => <ProposalFileField {...props} />,
      autoComplete: autoCompleteFor,
      uncontrolledText: true,
    }),
    [states.data],
  );
  const { keepPlace } = proposal;
  useEffect(() => keepPlace(place), [keepPlace, place]);
  const [resumed, setResumed] = useState(proposal.saved !== null);
  const [confirmStartAgain, setConfirmStartAgain] = useState(false);
  const startAgain = (): void => {
    proposal.clear();
    setResumed(false);
    setConfirmStartAgain(false);
    onStartAgain();
  };
  return (
    <ProposalDraftProvider draft={proposal.draft}>
      <ProposalFieldsProvider value={fieldsEnvironment}>
        <FormProvider {...proposal.form}>
          {resumed ? (
            <InfoNote title="Welcome back">
              {proposal.saved?.restoredFrom === 'link'
                ? 'We restored the answers and files you saved. Please check them, then carry on where you left off.'
                : 'We kept the answers you gave on this device, so you can carry on where you left off.'}
            </InfoNote>
          ) : null}
          <NeedsJavaScript title="Turn on JavaScript to get a quote">
            This form checks your answers and prices your cover in your browser, which needs JavaScript. Turn it on in
            your browser&apos;s settings and reload this page, or call us on <BrokerPhoneLink /> and a broker will take
            your proposal.
          </NeedsJavaScript>
          <Toolbar>
            <p>Your answers are saved on this device as you go.</p>
            <ToolbarActions>
              <SaveForLater proposal={proposal} place={place} />
              <Button variant="tertiary" onPress={() => setConfirmStartAgain(true)}>
                Start again
              </Button>
            </ToolbarActions>
          </Toolbar>
          {children}
          <OnceOpened isOpen={proposal.popup !== null}>
            <MessageModal
              isOpen={proposal.popup !== null}
              onOpenChange={(open) => !open && proposal.closePopup()}
              title="Quote Failed!"
              tone="danger"
            >
              {proposal.popup}
            </MessageModal>
          </OnceOpened>
          <OnceOpened isOpen={confirmStartAgain}>
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
          </OnceOpened>
        </FormProvider>
      </ProposalFieldsProvider>
    </ProposalDraftProvider>
  );
}
