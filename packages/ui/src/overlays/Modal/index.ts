export { Modal, ModalTrigger, type ModalProps, type ModalSize } from './Modal';
