export { PaginationBar, defaultPageSizeOptions, type PaginationBarProps } from './PaginationBar';
export {
  usePagination,
  getPagination,
  pageItems,
  type Pagination,
  type PaginationInput,
  type PaginationItem,
} from './usePagination';
