export { YesNoQuestion, type YesNoQuestionProps, type YesNoAnswer } from './YesNoQuestion';
