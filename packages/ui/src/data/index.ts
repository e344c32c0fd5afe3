export * from './DataTable';
export * from './StatusBadge';
