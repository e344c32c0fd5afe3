export { SearchField, type SearchFieldProps } from './SearchField';
export { useDebouncedSearch, type DebouncedSearch, type DebouncedSearchOptions } from './useDebouncedSearch';
