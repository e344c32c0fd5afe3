export { toPageTop } from './toPageTop';
export { usePageChangeFocus } from './usePageChangeFocus';
