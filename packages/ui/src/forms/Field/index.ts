export { Field, FieldDescription, FieldWrapper, type FieldProps, type FieldBaseProps } from './Field';
export { FieldLabel, type FieldLabelProps } from './FieldLabel';
export { FieldMessage, type FieldMessageProps } from './FieldMessage';
export { useFieldA11y, type FieldA11y, type FieldA11yOptions, type FieldControlProps } from './useFieldA11y';
export { focusField, findFieldLabel, findFocusTarget } from './focusField';
