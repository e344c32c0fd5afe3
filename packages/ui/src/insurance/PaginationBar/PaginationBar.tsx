'use client';

import { useEffect, useId, useRef, type ReactElement } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import styled, { css } from 'styled-components';
import { focusRing } from '../../theme';
import { controlStyles } from '../../forms/Field/controlStyles';
import { Icon } from '../../feedback/Icon';
import { usePagination } from './usePagination';
import { useBuildCoverTheme } from '../../theme/useBuildCoverTheme';

export const defaultPageSizeOptions = [10, 30, 50, 100] as const;

/** Page numbers and totals as an Australian reader writes them: 100,000, not 100000. */
const pageNumber = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });
const formatCount = (count: number): string => pageNumber.format(count);

export interface PaginationBarProps {
  /** Requested page (1-based). Shown clamped into 1..total pages. */
  page: number;
  /** Items per page, one of `pageSizeOptions`. */
  pageSize: number;
  /** Total items across all pages; leave undefined while unknown (no clamping happens then). */
  totalItems: number | undefined;
  /** The total is an estimate (a very long list): the bar says 'Page X of about Y'. */
  isTotalEstimated?: boolean;
  /** Adds First and Last page buttons around Previous and Next (the Transactions list). */
  showFirstLast?: boolean;
  /**
   * Called with the new page. Also called with the clamped page when `page` lies past the end
   * (e.g. after deleting the last row of the last page), and with 1 after a page-size change.
   */
  onPageChange: (page: number) => void;
  /** Called with the new page size; `onPageChange(1)` follows it. */
  onPageSizeChange: (pageSize: number) => void;
  /** Choices of 'Show per page'; 10, 30, 50 and 100 by default. */
  pageSizeOptions?: readonly number[];
  /** Most numbered page buttons (the back office shows 5). */
  maxPageButtons?: number;
  /** Names the navigation landmark; use distinct labels when a screen has two lists. */
  'aria-label'?: string;
  /** Disables every control (while a page loads). */
  isDisabled?: boolean;
  /** Extra class for layout by the app. */
  className?: string;
}

const Bar = styled.div`
  box-sizing: border-box;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space[3]} ${theme.space[5]}`};
  padding: ${({ theme }) => `${theme.space[3]} 0`};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
const PerPage = styled.div`
  box-sizing: border-box;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  & label { font-weight: ${({ theme }) => theme.font.weight.bold}; }
`;
const SizeSelect = styled.select`
  box-sizing: border-box;
  ${controlStyles}
  width: auto;
  min-height: 2.5rem;
  padding-block: ${({ theme }) => theme.space[1]};
  cursor: pointer;
`;
const List = styled.ol`
  box-sizing: border-box;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;
const buttonLook = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 2.5rem;
  height: 2.5rem;
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.brand};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  cursor: pointer;
  &[data-hovered] { background: ${({ theme }) => theme.color.brandSoft}; }
  &[data-disabled] {
    color: ${({ theme }) => theme.color.textMuted};
    border-color: ${({ theme }) => theme.color.borderSubtle};
    cursor: not-allowed;
  }
  ${focusRing}
`;
const PageButton = styled(AriaButton)`
  box-sizing: border-box;
  ${buttonLook}
  /* The current page is filled and carries aria-current: not colour alone. */
  &[aria-current='page'] {
    background: ${({ theme }) => theme.color.brand};
    border-color: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.textInverse};
    cursor: default;
  }
  @media (forced-colors: active) {
    &[aria-current='page'] { background: Highlight; color: HighlightText; border-color: Highlight; }
    &[data-disabled] { color: GrayText; border-color: GrayText; }
  }
`;
const Ellipsis = styled.span`
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 1.5rem;
  color: ${({ theme }) => theme.color.textMuted};
`;
const Status = styled.p`
  box-sizing: border-box;
  margin: 0;
  color: ${({ theme }) => theme.color.text};
  white-space: nowrap;
`;

/**
 * The shared pagination bar: 'Show per page' (10, 30, 50, 100), previous/next (and, as an option,
 * first/last), up to five numbered pages with ellipses, and 'Page X of Y'. The page maths live in `usePagination`.
 */
export function PaginationBar({
  page,
  pageSize,
  totalItems,
  isTotalEstimated = false,
  showFirstLast = false,
  onPageChange,
  onPageSizeChange,
  pageSizeOptions = defaultPageSizeOptions,
  maxPageButtons = 5,
  isDisabled = false,
  className,
  ...rest
}: PaginationBarProps): ReactElement {
  useBuildCoverTheme('PaginationBar');
  const selectId = useId();
  const { currentPage, totalPages, items, hasPrevious, hasNext } = usePagination({
    page,
    pageSize,
    totalItems: totalItems ?? 0,
    maxPageButtons,
  });
  const sizes = pageSizeOptions.includes(pageSize)
    ? pageSizeOptions
    : [...pageSizeOptions, pageSize].sort((a, b) => a - b);

  // A page past the end (after a delete, a new search) moves back to the last real page.
  const onPageChangeRef = useRef(onPageChange);
  onPageChangeRef.current = onPageChange;
  useEffect(() => {
    if (totalItems !== undefined && page !== currentPage) onPageChangeRef.current(currentPage);
  }, [page, currentPage, totalItems]);

  const goTo = (target: number) => {
    if (target !== currentPage) onPageChange(target);
  };

  return (
    <Bar className={className}>
      <PerPage>
        <label htmlFor={selectId}>Show per page</label>
        <SizeSelect
          id={selectId}
          value={pageSize}
          disabled={isDisabled}
          onChange={(event) => {
            onPageSizeChange(Number(event.target.value));
            onPageChange(1);
          }}
        >
          {sizes.map((size) => (
            <option key={size} value={size}>
              {formatCount(size)}
            </option>
          ))}
        </SizeSelect>
      </PerPage>
      <nav aria-label={rest['aria-label'] ?? 'Pagination'}>
        <List>
          {showFirstLast ? (
            <li>
              <PageButton aria-label="First page" isDisabled={isDisabled || !hasPrevious} onPress={() => goTo(1)}>
                <span aria-hidden="true">First</span>
              </PageButton>
            </li>
          ) : null}
          <li>
            <PageButton
              aria-label="Previous page"
              isDisabled={isDisabled || !hasPrevious}
              onPress={() => goTo(currentPage - 1)}
            >
              <Icon name="chevronLeft" size="1rem" />
              <span aria-hidden="true">Previous</span>
            </PageButton>
          </li>
          {items.map((item) =>
            item.type === 'ellipsis' ? (
              <li key={`ellipsis-${item.key}`} aria-hidden="true">
                <Ellipsis>…</Ellipsis>
              </li>
            ) : (
              <li key={item.page}>
                <PageButton
                  aria-label={`Go to page ${formatCount(item.page)}`}
                  aria-current={item.page === currentPage ? 'page' : undefined}
                  isDisabled={isDisabled}
                  onPress={() => goTo(item.page)}
                >
                  {formatCount(item.page)}
                </PageButton>
              </li>
            ),
          )}
          <li>
            <PageButton
              aria-label="Next page"
              isDisabled={isDisabled || !hasNext}
              onPress={() => goTo(currentPage + 1)}
            >
              <span aria-hidden="true">Next</span>
              <Icon name="chevronRight" size="1rem" />
            </PageButton>
          </li>
          {showFirstLast ? (
            <li>
              <PageButton aria-label="Last page" isDisabled={isDisabled || !hasNext} onPress={() => goTo(totalPages)}>
                <span aria-hidden="true">Last</span>
              </PageButton>
            </li>
          ) : null}
        </List>
      </nav>
      <Status>
        Page {formatCount(currentPage)} of {isTotalEstimated ? 'about ' : ''}
        {formatCount(totalPages)}
      </Status>
    </Bar>
  );
}
