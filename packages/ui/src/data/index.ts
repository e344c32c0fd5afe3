export * from './DataTable';
export * from './StatusBadge';
export * from './RichTextEditor';
