/**
 * What each field shows while the form holds no value for it (no default, or null): the field's
 * own "nothing entered" value, so it never flips from uncontrolled to controlled.
 */
export const emptyFieldValues = {
  TextField: '',
  Select: '',
  NativeSelect: '',
  DateField: '',
  CurrencyInput: '',
  RadioGroup: '',
  YesNoQuestion: '',
  Checkbox: false,
} as const;
