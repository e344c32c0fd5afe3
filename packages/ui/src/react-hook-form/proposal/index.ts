export { ProposalSectionFields } from './ProposalSectionFields';
export { preloadProposalControls } from './lazyControls';
export { ProposalField, renderableProposalKinds } from './ProposalField';
export {
  ProposalFieldsProvider,
  useFieldOptions,
  useProposalFieldsEnvironment,
  type ProposalFieldsEnvironment,
  type ProposalFileFieldProps,
} from './ProposalFieldsContext';
export { sectionBlocks, type SectionBlock } from './sectionBlocks';
export { ProposalFileUpload, type ProposalFileUploadProps } from './ProposalFileUpload';
