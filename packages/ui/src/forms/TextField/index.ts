export { TextField, type TextFieldProps, type UncontrolledTextFieldProps } from './TextField';
