import type { ProposalFormValues, ProposalValues } from '@buildcover/domain';
import type { SavedFormPlace } from '@buildcover/domain/api';
import type { BaseSyntheticEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { ProposalDraft } from './ProposalDraft';
import type { SavedProposal } from './savedProposal';

/* What the proposal form hook (./useProposalForm.tsx) hands the long form, the wizard and their parts. */

export type ProposalForm = UseFormReturn<ProposalFormValues, unknown, ProposalValues>;

export interface ProposalFormOptions {
  /** 'wizard': the step-by-step form's messages (the domain's wizardMessages). */
  messages?: 'form' | 'wizard';
}

/**
 * Shows the customer where the problems are: the form paths holding an error, in form order
 * (['declaration'] when only the declaration is missing). The long form opens the first section
 * among them, the wizard goes to its step.
 */
export type ShowErrorsAt = (paths: readonly string[]) => void;

export interface Proposal {
  form: ProposalForm;
  draft: ProposalDraft;
  /** The proposal kept on this device when the page opened (null: a blank form). */
  saved: SavedProposal | null;
  /** The form's submit handler: the whole form checked, then POST /api/v1/quotes/get once. */
  onSubmit(showErrorsAt: ShowErrorsAt): (event?: BaseSyntheticEvent) => Promise<void>;
  pending: boolean;
  /** Forget every answer here and on this device ('Start again'). */
  clear(): void;
  /** Where the customer is in the form (the step), kept on this device with the answers. */
  keepPlace(place: SavedFormPlace): void;
  /** The upload session is gone on the server: a new one, the answers kept without their uploads. */
  restartSession(): void;
  popup: string | null;
  closePopup(): void;
}
