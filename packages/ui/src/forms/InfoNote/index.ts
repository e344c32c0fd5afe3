export { InfoNote, type InfoNoteProps } from './InfoNote';
