'use client';

import { useEffect, useRef, type MouseEvent, type ReactElement } from 'react';
import styled from 'styled-components';
import { focusRing } from '../../theme';
import { focusField } from '../Field/focusField';
import { useBuildCoverTheme } from '../../theme/useBuildCoverTheme';

export interface ErrorSummaryItem {
  /** DOM id of the field (for form paths such as "claims.1.cost" use the path itself). */
  fieldId: string;
  /** The same words as the message under the field. */
  message: string;
}

export interface ErrorSummaryProps {
  /** The errors to list, each linking to its field (`#id`); nothing is drawn when empty. */
  errors: readonly ErrorSummaryItem[];
  /**
   * The summary's heading; by default it fits the count: 'Please correct the following error and try
   * again.' for one, 'Please correct the following 3 errors and try again.' for more.
   */
  title?: string;
  /** Change it (for example to RHF's submitCount) to move focus to the summary again. */
  focusKey?: unknown;
  /** The heading's level in the page's outline; 2 by default. */
  headingLevel?: 2 | 3;
  /** Extra class for layout by the app. */
  className?: string;
}

const Box = styled.div`
  box-sizing: border-box;
  padding: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[5]};
  border: 4px solid ${({ theme }) => theme.color.error};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.background};
  &:focus {
    outline: ${({ theme }) => theme.focusRing.outline};
    outline-offset: ${({ theme }) => theme.focusRing.offset};
  }
  @media (forced-colors: active) {
    border-color: CanvasText;
  }
`;
const Title = styled.h2`
  box-sizing: border-box;
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.font.size.lg};
`;
const List = styled.ul`
  box-sizing: border-box;
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space[5]};
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`;
const Link = styled.a`
  box-sizing: border-box;
  color: ${({ theme }) => theme.color.error};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: underline;
  &:hover {
    text-decoration-thickness: 3px;
  }
  ${focusRing}
  @media (forced-colors: active) {
    color: LinkText;
  }
`;

/** The default heading for `count` errors (one is the spec's own words). */
export function errorSummaryTitle(count: number): string {
  return count === 1
    ? 'Please correct the following error and try again.'
    : `Please correct the following ${count} errors and try again.`;
}

/**
 * GOV.UK error summary: shown at the top of a form after a failed submit, focused so screen
 * readers read it, one link per error to `#fieldId`. A link scrolls to the field's label or
 * legend and focuses the field.
 */
export function ErrorSummary({
  errors,
  title,
  focusKey,
  headingLevel = 2,
  className,
}: ErrorSummaryProps): ReactElement | null {
  useBuildCoverTheme('ErrorSummary');
  const ref = useRef<HTMLDivElement>(null);
  const hasErrors = errors.length > 0;

  useEffect(() => {
    if (hasErrors) ref.current?.focus();
  }, [hasErrors, focusKey]);

  if (!hasErrors) return null;

  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>, fieldId: string): void => {
    if (focusField(fieldId, event.currentTarget.ownerDocument)) event.preventDefault();
  };

  return (
    <Box ref={ref} tabIndex={-1} className={className}>
      <div role="alert">
        <Title as={`h${headingLevel}`}>{title ?? errorSummaryTitle(errors.length)}</Title>
        <List>
          {errors.map((error) => (
            <li key={`${error.fieldId}:${error.message}`}>
              <Link href={`#${error.fieldId}`} onClick={(event) => onLinkClick(event, error.fieldId)}>
                {error.message}
              </Link>
            </li>
          ))}
        </List>
      </div>
    </Box>
  );
}
