import { useQuoteHistory, type QuoteHistoryEntry } from '@buildcover/api-client';
import {
  defaultPageSize,
  formatDate,
  historyActorLabel,
  historyFieldLabel,
  historyValueText,
  pageSizeOptions,
} from '@buildcover/domain';
import { Alert, LoadingState, PaginationBar } from '@buildcover/ui';
import type { ReactElement } from 'react';
import styled from 'styled-components';
import { useListState } from '../../lists/useListState';
import { EntryItem, EntryList } from '../EntryList';

const List = EntryList;
const Entry = styled(EntryItem)`
  & h3 { margin: 0; font-size: ${({ theme }) => theme.font.size.md}; }
  & p { margin: ${({ theme }) => theme.space[1]} 0 0; color: ${({ theme }) => theme.color.textMuted}; font-size: ${({ theme }) => theme.font.size.sm}; }
  & ul { margin: ${({ theme }) => theme.space[2]} 0 0; padding-inline-start: ${({ theme }) => theme.space[5]}; overflow-wrap: anywhere; }
`;

const shown = (value: string | null): string => value ?? '-';
const isEmpty = (value: string | null): boolean => value === null || value === '';

function HistoryItem({ entry }: { entry: QuoteHistoryEntry }): ReactElement {
  // A field with nothing before and nothing after says nothing.
  const changes = entry.changes
    .filter((c) => !isEmpty(c.from) || !isEmpty(c.to))
    .map((c) => ({
      field: c.field,
      from: historyValueText(entry.action, c.field, c.from),
      to: historyValueText(entry.action, c.field, c.to),
    }));
  return (
    <Entry>
      <h3>{entry.label}</h3>
      <p>
        {historyActorLabel(entry.actor)} · {formatDate(entry.at, { withTime: true })}
      </p>
      {changes.length > 0 ? (
        <ul>
          {changes.map((c) => (
            <li key={c.field}>
              <strong>{historyFieldLabel(c.field)}</strong>:{' '}
              {c.from === null ? shown(c.to) : `${c.from} → ${shown(c.to)}`}
            </li>
          ))}
        </ul>
      ) : null}
    </Entry>
  );
}

const historyListOptions = { sortable: [], sizes: pageSizeOptions, defaultSize: defaultPageSize } as const;

/**
 * History: every change to the quote from the server's audit log and outbox, newest first. Page and
 * size are in the address bar (`?page=2&size=30`), as the Notes tab's page, so Back and a reload keep them.
 */
export function HistoryTab({ quoteId }: { quoteId: number }): ReactElement {
  const [{ page, size: pageSize }, changeList] = useListState(historyListOptions);
  const history = useQuoteHistory(quoteId, { start: (page - 1) * pageSize, limit: pageSize });
  if (history.error)
    return (
      <Alert tone="danger" role="alert" title="The history could not be loaded.">
        {history.error.message}
      </Alert>
    );
  if (!history.data) return <LoadingState>Loading history...</LoadingState>;
  return (
    <>
      <List aria-label="Quote history">
        {history.data.results.map((entry) => (
          <HistoryItem key={entry.id} entry={entry} />
        ))}
      </List>
      <PaginationBar
        aria-label="History pages"
        page={page}
        pageSize={pageSize}
        totalItems={history.data.count}
        onPageChange={(next) => changeList({ type: 'page', page: next })}
        onPageSizeChange={(next) => changeList({ type: 'size', size: next })}
        pageSizeOptions={pageSizeOptions}
      />
    </>
  );
}
