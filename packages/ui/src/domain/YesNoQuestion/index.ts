export { YesNoQuestion, type YesNoQuestionProps, type YesNo } from './YesNoQuestion';
