export { DocumentModal, type DocumentModalProps } from './DocumentModal';
