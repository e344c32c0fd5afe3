export { MessageModal, type MessageModalProps, type MessageModalAction } from './MessageModal';
