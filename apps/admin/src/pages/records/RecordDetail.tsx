import type { ApiError } from '@buildcover/api-client';
import { Alert, Button, LoadingState } from '@buildcover/ui';
import type { ReactElement, ReactNode } from 'react';
import styled from 'styled-components';
import { useLocation } from 'wouter';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  .actions {
    margin-inline-start: auto;
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2]};
  }
`;

export const Section = styled.section`
  background: ${({ theme }) => theme.color.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  padding: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  margin: 0;
  div {
    min-width: 0;
  }
  dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** Label/value pairs of one record; empty values show '-'. */
export function Facts({ items }: { items: readonly (readonly [string, ReactNode])[] }): ReactElement {
  return (
    <List>
      {items.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value === null || value === undefined || value === '' ? '-' : value}</dd>
        </div>
      ))}
    </List>
  );
}

export interface RecordDetailProps<T> {
  /** Where Back goes when there is no list behind this page in the history (a shared link). */
  listPath: string;
  listLabel: string;
  title: (record: T) => ReactNode;
  /** What is loading, e.g. 'policy' ('Loading policy...', 'No policy found'). */
  noun: string;
  data: T | undefined;
  error: ApiError | undefined;
  isLoading: boolean;
  actions?: (record: T) => ReactNode;
  children: (record: T) => ReactNode;
}

/**
 * One record of a back-office list at /admin/<list>/:id: Back (to the list as it was left), the
 * title and actions, then the record; loading, an error with the server's message, and not found.
 */
export function RecordDetail<T>({
  listPath,
  listLabel,
  title,
  noun,
  data,
  error,
  isLoading,
  actions,
  children,
}: RecordDetailProps<T>): ReactElement {
  const [, navigate] = useLocation();
  // Back returns to the list with its search, sort and page (they live in the URL); from a shared link, to the list.
  const back = () =>
    window.history.state !== null && window.history.length > 1 ? window.history.back() : navigate(listPath);
  return (
    <div>
      <Header>
        <Button variant="secondary" onPress={back}>
          Back to {listLabel}
        </Button>
        {data ? <h2>{title(data)}</h2> : null}
        {data && actions ? <div className="actions">{actions(data)}</div> : null}
      </Header>
      {isLoading && !data ? <LoadingState>Loading {noun}...</LoadingState> : null}
      {error?.status === 404 ? (
        <Alert tone="warning" title={`No ${noun} found`}>
          It may have been removed, or the link is wrong.
        </Alert>
      ) : error ? (
        <Alert tone="danger" role="alert" title={`Error loading ${noun} details: ${error.message}`} />
      ) : null}
      {data ? children(data) : null}
    </div>
  );
}
