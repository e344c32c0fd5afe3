'use client';

import {
  addDaysIso,
  fieldDomId,
  longTextMaxLength,
  textMaxLength,
  todayIso,
  type FieldKind,
  type ProposalFieldDef,
  type ProposalFormValues,
} from '@buildcover/domain';
import { memo, type ReactElement } from 'react';
import type { FieldPath } from 'react-hook-form';
import type { TextFieldProps } from '../../forms/TextField';
import { FormNativeSelect, FormTextField, FormYesNo } from '../fields';
import { UncontrolledFormTextField } from '../UncontrolledFormTextField';
import type { FormFieldProps } from '../withController';
import { checkbox, currencyInput, dateField } from './lazyControls';
import { useFieldOptions, useProposalFieldsEnvironment } from './ProposalFieldsContext';

// The later sections' controls load with them (lazyControls.ts).
const FormDateField = dateField.Component;
const FormCurrencyInput = currencyInput.Component;
const FormCheckbox = checkbox.Component;

/** Field kinds the proposal's fields can draw; a section is offered only when all its kinds are here. */
export const renderableProposalKinds: ReadonlySet<FieldKind> = new Set<FieldKind>([
  'text',
  'longText',
  'select',
  'yesno',
  'phone',
  'email',
  'confirmEmail',
  'postcode',
  'abn',
  'money',
  'pastDate',
  'startDate',
  'declaration',
  'file',
]);

function SelectField({ def, common }: { def: ProposalFieldDef; common: Common }): ReactElement {
  const options = useFieldOptions(def.options);
  // The browser's own select: no overlay code in the form's first load, and it works before hydration.
  return <FormNativeSelect<ProposalFormValues> {...common} options={options} />;
}

/** A text answer: uncontrolled where the app asks for it (ProposalFieldsEnvironment's `uncontrolledText`). */
function ProposalTextField(props: Omit<FormFieldProps<ProposalFormValues, TextFieldProps>, 'control'>): ReactElement {
  const { uncontrolledText } = useProposalFieldsEnvironment();
  return uncontrolledText ? (
    <UncontrolledFormTextField<ProposalFormValues> {...props} />
  ) : (
    <FormTextField<ProposalFormValues> {...props} />
  );
}

interface Common {
  name: FieldPath<ProposalFormValues>;
  id: string;
  label: string;
  isRequired: boolean;
}

/** One proposal field drawn from its row in the domain's field table: the kind picks the control. */
function ProposalFieldView({ def }: { def: ProposalFieldDef }): ReactElement | null {
  const environment = useProposalFieldsEnvironment();
  const common: Common = {
    name: def.path as FieldPath<ProposalFormValues>,
    id: fieldDomId(def.path),
    label: def.label,
    isRequired: !def.optional,
  };
  const autoComplete = environment.autoComplete?.(def.path) ?? 'off';
  switch (def.kind) {
    case 'text':
      return <ProposalTextField {...common} maxLength={textMaxLength} autoComplete={autoComplete} />;
    case 'longText':
      return <ProposalTextField {...common} multiline maxLength={longTextMaxLength} />;
    case 'phone':
      return (
        <ProposalTextField
          {...common}
          type="tel"
          inputMode="tel"
          width={12}
          autoComplete={autoComplete}
          description="10 digits, for example 0412 345 678"
        />
      );
    case 'email':
    case 'confirmEmail':
      return (
        <ProposalTextField {...common} type="email" inputMode="email" maxLength={254} autoComplete={autoComplete} />
      );
    case 'postcode':
      return <ProposalTextField {...common} inputMode="numeric" width={4} maxLength={4} autoComplete={autoComplete} />;
    case 'abn':
      return <ProposalTextField {...common} inputMode="numeric" width={14} description="11 digits" />;
    case 'select':
      return <SelectField def={def} common={common} />;
    case 'money':
      return <FormCurrencyInput {...common} />;
    case 'yesno':
      return <FormYesNo<ProposalFormValues> {...common} />;
    case 'pastDate':
      return <FormDateField {...common} max={addDaysIso(todayIso(), -1)} />;
    case 'startDate':
      return <FormDateField {...common} min={todayIso()} />;
    case 'declaration':
      return <FormCheckbox {...common} />;
    case 'file':
      return environment.renderFile({ def, common });
    default:
      return null;
  }
}

/** Memoised: a keystroke re-renders only the field it changed (and fields whose visibility changed). */
export const ProposalField = /* @__PURE__ */ memo(ProposalFieldView);
