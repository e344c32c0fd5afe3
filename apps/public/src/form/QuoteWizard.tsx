import {
  fieldDomId,
  proposalAnswers,
  proposalWizardSteps,
  validateProposal,
  visibleFieldPaths,
  wizardProgress,
  wizardStepOf,
  type ProposalFormValues,
  type ProposalSectionId,
} from '@buildcover/domain';
import { Button, ErrorSummary, Icon, ProgressBar, Stepper } from '@buildcover/ui';
import { preloadProposalControls } from '@buildcover/ui/react-hook-form';
import { useCallback, useEffect, useRef, useState, type FocusEvent, type ReactElement } from 'react';
import { useFormContext, useFormState, useWatch, type FieldPath } from 'react-hook-form';
import styled from 'styled-components';
import { ProposalAnswerList } from '../pages/quote/ProposalAnswers';
import { QuoteSection } from './QuoteSection';
import type { SavedProposal } from './savedProposal';
import { quoteSections, sectionOfPath } from './sections';
import { summaryEntries } from './summaryEntries';
import { ProposalFrame, ProposalSubmit, useProposalForm, type ProposalForm } from './useProposalForm';

const lastStep = proposalWizardSteps.length - 1;

const Progress = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[5]};
`;
const StepHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  &:focus-visible {
    outline: ${({ theme }) => theme.focusRing.outline};
    outline-offset: ${({ theme }) => theme.focusRing.offset};
  }
`;
const SectionBox = styled.section`
  margin-bottom: ${({ theme }) => theme.space[5]};
  padding-bottom: ${({ theme }) => theme.space[4]};
  border-bottom: 1px solid ${({ theme }) => theme.color.borderSubtle};
  &:last-child {
    border-bottom: 0;
  }
  > h3 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;
const Arrows = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[5]};
`;

const stepSections = (step: number): readonly ProposalSectionId[] => proposalWizardSteps[step]?.sections ?? [];
const stepPaths = (form: ProposalForm, step: number): string[] =>
  visibleFieldPaths(form.getValues(), { sections: stepSections(step) });

/**
 * Where a proposal kept on this device carries on: the step a resume link was saved from, else the
 * first step with something missing.
 */
function firstStep(saved: SavedProposal | null): number {
  if (saved?.place?.form === 'steps' && saved.place.step !== null) return saved.place.step;
  const values = saved?.values;
  if (!values) return 0;
  const step = proposalWizardSteps.findIndex(
    (s) => validateProposal(values, { sections: s.sections, messages: 'wizard' }).length > 0,
  );
  return step === -1 ? lastStep : step;
}

/** Whether each step's answers are valid as they stand: the stepper ticks those steps only. */
const stepsComplete = (values: ProposalFormValues): boolean[] =>
  proposalWizardSteps.map((s) => validateProposal(values, { sections: s.sections, messages: 'wizard' }).length === 0);

/** The focused element's field path, when it is (inside) one of these fields. */
function focusedPath(target: EventTarget, root: Element, paths: readonly string[]): string | undefined {
  const byId = new Map(paths.map((path) => [fieldDomId(path), path]));
  for (let el = target instanceof Element ? target : null; el && el !== root; el = el.parentElement) {
    const path = el.id ? byId.get(el.id) : undefined;
    if (path) return path;
  }
  return undefined;
}

/** Puts the focus on a field by its form path (a Change link), or on what it holds first. */
function focusField(path: string): void {
  const el = document.getElementById(fieldDomId(path));
  const target = el?.matches('input, textarea, button, select')
    ? el
    : el?.querySelector<HTMLElement>('input, textarea, button, select');
  target?.focus();
}

/**
 * The proposal step by step at /quotes/get (public-site §2 and §4, "Three-step wizard variant"):
 * the long form's fields, schema and submission in the domain's three steps, with a clickable
 * stepper and a progress bar. Next checks the step and stays on errors; once checked, each edit
 * checks the step again, and focusing a field clears its message. The last step lists every
 * answer with a Change link and takes the declaration.
 */
export function QuoteWizard(): ReactElement {
  const proposal = useProposalForm({ messages: 'wizard' });
  const { form } = proposal;
  const [step, setStep] = useState(() => firstStep(proposal.saved));
  // Failed checks per step: the step's error summary appears after the first and takes focus on each.
  const [checks, setChecks] = useState<readonly number[]>(() => proposalWizardSteps.map(() => 0));
  const bump = useCallback((index: number) => setChecks((prev) => prev.map((n, i) => (i === index ? n + 1 : n))), []);
  // Where focus goes once a step is drawn: its heading, or a field a Change link named. A resume
  // link's page opens as a move to its step does.
  const [focusAfterMove, setFocusAfterMove] = useState<{ path: string | null } | null>(() =>
    proposal.saved?.restoredFrom === 'link' ? { path: null } : null,
  );
  const heading = useRef<HTMLHeadingElement>(null);

  // Read when the customer moves between steps, not on each key (the whole proposal's check).
  const [complete, setComplete] = useState(() => stepsComplete(form.getValues()));
  const goTo = useCallback(
    (index: number, path: string | null = null) => {
      setStep(Math.max(0, Math.min(lastStep, index)));
      setComplete(stepsComplete(form.getValues()));
      setFocusAfterMove({ path });
    },
    [form],
  );
  useEffect(() => {
    if (!focusAfterMove) return;
    if (focusAfterMove.path) focusField(focusAfterMove.path);
    else heading.current?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove]);

  const checkStep = async (index: number): Promise<boolean> => {
    const ok = await form.trigger(stepPaths(form, index) as FieldPath<ProposalFormValues>[]);
    if (!ok) bump(index);
    return ok;
  };
  const next = async (): Promise<void> => {
    // The later steps' controls (dates, money, claims) load once the customer moves on, not while
    // they type the first answers (a long task between two keys).
    void preloadProposalControls();
    if (step < lastStep && (await checkStep(step))) goTo(step + 1);
  };

  // Once a step has been checked, every edit checks it again (its messages follow the answers).
  const checked = (checks[step] ?? 0) > 0;
  useEffect(() => {
    if (!checked) return undefined;
    const subscription = form.watch((_values, { name }) => {
      if (name) void form.trigger(stepPaths(form, step) as FieldPath<ProposalFormValues>[]);
    });
    return () => subscription.unsubscribe();
  }, [form, step, checked]);

  const clearOnFocus = (event: FocusEvent<HTMLElement>): void => {
    const path = focusedPath(event.target, event.currentTarget, stepPaths(form, step));
    if (path) form.clearErrors(path as FieldPath<ProposalFormValues>);
  };

  /** A submission with problems (or a 400) goes to the first step holding one. */
  const showErrorsAt = useCallback(
    (paths: readonly string[]) => {
      const steps = paths.map((path) => wizardStepOf(sectionOfPath(path) ?? 'declaration')).filter((i) => i >= 0);
      const first = steps.length > 0 ? Math.min(...steps) : lastStep;
      setStep(first);
      setComplete(stepsComplete(form.getValues()));
      bump(first);
    },
    [bump, form],
  );
  const submit = proposal.onSubmit(showErrorsAt);

  const startAgain = (): void => {
    setChecks(proposalWizardSteps.map(() => 0));
    goTo(0);
  };

  const current = proposalWizardSteps[step]!;
  return (
    <ProposalFrame proposal={proposal} place={{ form: 'steps', step }} onStartAgain={startAgain}>
      <Progress>
        <Stepper
          steps={proposalWizardSteps.map((s, i) => ({ title: s.title, isComplete: complete[i] }))}
          currentStep={step}
          onStepChange={(index) => goTo(index)}
          aria-label="Steps"
        />
        <ProgressBar
          label="Form progress"
          value={wizardProgress(step)}
          maxValue={1}
          valueLabel={`Step ${step + 1} of ${proposalWizardSteps.length}`}
        />
      </Progress>
      <form
        noValidate
        aria-label="Quote proposal"
        onSubmit={(event) => {
          if (step === lastStep) return void submit(event);
          // Enter in a field moves on, as Next does; only the last step submits.
          event.preventDefault();
          return void next();
        }}
      >
        <StepHeading ref={heading} tabIndex={-1}>
          {current.title}
        </StepHeading>
        <WizardStep
          step={step}
          checks={checks[step] ?? 0}
          onFocus={clearOnFocus}
          onChange={(path, index) => goTo(index, path)}
        />
        {step === lastStep ? <ProposalSubmit pending={proposal.pending} /> : null}
        <Arrows>
          <Button variant="secondary" isDisabled={step === 0} onPress={() => goTo(step - 1)}>
            <Icon name="chevronLeft" />
            Back
          </Button>
          <Button variant="primary" isDisabled={step === lastStep} onPress={() => void next()}>
            Next
            <Icon name="chevronRight" />
          </Button>
        </Arrows>
      </form>
    </ProposalFrame>
  );
}

/** One step's questions (each section under its title) or, last, the review and the declaration. */
function WizardStep({
  step,
  checks,
  onFocus,
  onChange,
}: {
  step: number;
  checks: number;
  onFocus: (event: FocusEvent<HTMLElement>) => void;
  onChange: (path: string, step: number) => void;
}): ReactElement {
  const values = useWatch<ProposalFormValues>() as ProposalFormValues;
  const { errors } = useFormState<ProposalFormValues>();
  const { getValues } = useFormContext<ProposalFormValues>();
  const sections = stepSections(step);
  const summary = checks > 0 ? summaryEntries(values, errors, sections) : [];
  return (
    <div onFocus={onFocus}>
      {checks > 0 ? <ErrorSummary errors={summary} focusKey={checks} headingLevel={3} /> : null}
      {step === lastStep ? (
        <SectionBox aria-labelledby="review-answers">
          <h3 id="review-answers">Your answers</h3>
          <ProposalAnswerList
            sections={proposalAnswers(getValues(), { mode: 'public' }).filter((s) => s.section !== 'declaration')}
            headingLevel={4}
            onChange={(answer, section) => onChange(answer.path, wizardStepOf(section))}
          />
        </SectionBox>
      ) : null}
      {quoteSections
        .filter((section) => sections.includes(section.id))
        .map((section) => (
          <SectionBox key={section.id} aria-labelledby={`step-section-${section.id}`}>
            <h3 id={`step-section-${section.id}`}>{section.title}</h3>
            <QuoteSection section={section} failedChecks={0} />
          </SectionBox>
        ))}
    </div>
  );
}
