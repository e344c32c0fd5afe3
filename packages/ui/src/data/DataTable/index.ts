export { DataTable, type DataTableProps, type DataTableColumn } from './DataTable';
export { sortRows, toggleSort, compareValues, type SortState, type SortDirection, type SortValue } from './sortRows';
