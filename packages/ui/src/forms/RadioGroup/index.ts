export { RadioGroup, type RadioGroupProps, type RadioOption } from './RadioGroup';
export { Radio, type RadioProps } from './Radio';
