'use client';

import { liabilityLimits, selectOptions, type ProposalFieldDef, type SelectOptionsKey } from '@buildcover/domain';
import { createContext, useContext, useMemo, type ReactElement, type ReactNode } from 'react';
import type { FieldPath } from 'react-hook-form';
import type { SelectOption } from '../../forms/Select';
import type { ProposalFormValues } from '@buildcover/domain';

/** What a file field of the proposal receives: its row, and the props every field shares. */
export interface ProposalFileFieldProps {
  /** The field's row in the domain's field table. */
  def: ProposalFieldDef;
  /** Name, DOM id, label and required flag, as every proposal field receives them. */
  common: { name: FieldPath<ProposalFormValues>; id: string; label: string; isRequired: boolean };
}

/**
 * What the proposal's fields need from the app around them (the design system never fetches):
 * the states list (from GET /api/v1/states), how a plan or report is uploaded, and browser
 * autofill hints (the customer's own details; none for staff).
 */
export interface ProposalFieldsEnvironment {
  /** The states as select options; empty while loading or when the call failed. */
  stateOptions: readonly SelectOption[];
  /** Draws a 'file' row (a plan or report for a risk answered yes). */
  renderFile: (props: ProposalFileFieldProps) => ReactElement;
  /** The autocomplete attribute of a field; 'off' when absent. */
  autoComplete?: (path: string) => string;
  /**
   * Text answers keep their own text (UncontrolledFormTextField): a key renders nothing again.
   * Off in the back office, whose editor switches the whole form's `disabled`, which only a
   * controlled field follows.
   */
  uncontrolledText?: boolean;
}

const ProposalFieldsContext = /* @__PURE__ */ createContext<ProposalFieldsEnvironment | null>(null);

export function ProposalFieldsProvider({
  value,
  children,
}: {
  value: ProposalFieldsEnvironment;
  children: ReactNode;
}): ReactElement {
  return <ProposalFieldsContext.Provider value={value}>{children}</ProposalFieldsContext.Provider>;
}

export function useProposalFieldsEnvironment(): ProposalFieldsEnvironment {
  const environment = useContext(ProposalFieldsContext);
  if (!environment) throw new Error('Proposal fields need a <ProposalFieldsProvider> above them');
  return environment;
}

const fixedOptions = (key: Exclude<SelectOptionsKey, 'states'>): SelectOption[] =>
  key === 'liabilityLimits'
    ? liabilityLimits.map((l) => ({ value: l.value, label: l.label }))
    : selectOptions[key].map((v) => ({ value: v, label: v }));

/**
 * The choices of a select field. When the states call failed the list stays empty and the
 * select offers only its 'Select an option' prompt (public-site §7, back-office §8).
 */
export function useFieldOptions(key: SelectOptionsKey | undefined): readonly SelectOption[] {
  const { stateOptions } = useProposalFieldsEnvironment();
  return useMemo(() => {
    if (!key) return [];
    if (key === 'states') return stateOptions;
    return fixedOptions(key);
  }, [key, stateOptions]);
}
