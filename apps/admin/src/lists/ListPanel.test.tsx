import { ApiClientProvider, createApiClient, type ListPage } from '@buildcover/api-client';
import { BuildCoverProvider, type DataTableColumn } from '@buildcover/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SWRConfig } from 'swr';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ListPanel, type ListScope } from './ListPanel';
import type { ListSource, PageRequest } from './usePagedList';

interface Person {
  id: number;
  name: string;
}

const people: Person[] = Array.from({ length: 45 }, (_, index) => ({
  id: index + 1,
  name: `Person ${String(index + 1).padStart(2, '0')}`,
}));

/** A list source over 45 people that searches, sorts and pages like the server, and records every request. */
function peopleSource(rows: Person[] = people): ListSource<Person> & { requests: PageRequest[] } {
  const requests: PageRequest[] = [];
  return {
    name: `people-${Math.random()}`,
    requests,
    fetchPage: async (_client, request): Promise<ListPage<Person>> => {
      requests.push(request);
      let found = request.q ? rows.filter((p) => p.name.toLowerCase().includes(request.q!.toLowerCase())) : [...rows];
      if (request.sort === 'name' && request.order === 'desc') found = found.reverse();
      return { results: found.slice(request.start, request.start + request.limit), count: found.length };
    },
  };
}

const columns: DataTableColumn<Person>[] = [
  { id: 'name', header: 'Name', isSortable: true, isRowHeader: true },
  { id: 'id', header: 'Number' },
];

function renderList(path: string, source = peopleSource(), scope?: ListScope) {
  const location = memoryLocation({ path, record: true });
  render(
    <BuildCoverProvider>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <ApiClientProvider client={createApiClient({ baseUrl: 'http://127.0.0.1:9' })}>
          <Router hook={location.hook} searchHook={location.searchHook}>
            <ListPanel
              label="People"
              source={source}
              columns={columns}
              getRowId={(p) => p.id}
              searchPlaceholder="Search people..."
              {...(scope ? { scope } : {})}
            />
          </Router>
        </ApiClientProvider>
      </SWRConfig>
    </BuildCoverProvider>,
  );
  return { location, source, user: userEvent.setup() };
}

const table = () => screen.getByRole('grid', { name: 'People' });
const firstName = async () => within(table()).getAllByRole('row')[1]?.textContent;

describe('ListPanel', () => {
  it('pages with the bar and keeps the page in the URL', async () => {
    const { user, location } = renderList('/people');
    expect(await screen.findByText('Person 01')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 5')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(await screen.findByText('Person 11')).toBeInTheDocument();
    expect(location.history.at(-1)).toBe('/people?page=2');
    expect(screen.getByText('Page 2 of 5')).toBeInTheDocument();
  });

  it('restores a list from its URL: page, size, sort and search', async () => {
    const { source } = renderList('/people?q=person&sort=name&order=desc&size=30&page=2');
    expect(await screen.findByText('Person 15')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search people' })).toHaveValue('person');
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(source.requests.at(-1)).toEqual({
      start: 30,
      limit: 30,
      sort: 'name',
      order: 'desc',
      q: 'person',
      filters: {},
    });
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('sorts on the server: a header click asks for that order and goes back to page 1', async () => {
    const { user, location, source } = renderList('/people?page=3');
    expect(await screen.findByText('Person 21')).toBeInTheDocument();
    await user.click(screen.getByRole('columnheader', { name: /Name/ }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/people?sort=name&order=asc'));
    await user.click(screen.getByRole('columnheader', { name: /Name/ }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/people?sort=name&order=desc'));
    expect(await screen.findByText('Person 45')).toBeInTheDocument();
    expect(source.requests.at(-1)).toMatchObject({ start: 0, sort: 'name', order: 'desc' });
  });

  it('searches from 3 characters after a pause, from page 1', async () => {
    const { user, location, source } = renderList('/people?page=2');
    expect(await screen.findByText('Person 11')).toBeInTheDocument();
    const box = screen.getByRole('searchbox', { name: 'Search people' });
    await user.type(box, '44');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(source.requests.every((r) => r.q === undefined)).toBe(true);
    expect(location.history.at(-1)).toBe('/people?page=2');
    await user.clear(box);
    await user.type(box, 'n 4');
    await waitFor(() => expect(location.history.at(-1)).toBe('/people?q=n+4'));
    expect(await screen.findByText('Person 45')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(box).toHaveValue('n 4');
  });

  it('changes the page size and goes back to page 1 in one step', async () => {
    const { user, location } = renderList('/people?page=3');
    expect(await screen.findByText('Person 21')).toBeInTheDocument();
    const before = location.history.length;
    await user.selectOptions(screen.getByLabelText('Show per page'), '30');
    await waitFor(() => expect(location.history.at(-1)).toBe('/people?size=30'));
    expect(location.history.length).toBe(before + 1);
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
  });

  it('moves a page past the end back to the last page, replacing the address', async () => {
    const { location } = renderList('/people?page=9');
    expect(await screen.findByText('Person 41')).toBeInTheDocument();
    expect(screen.getByText('Page 5 of 5')).toBeInTheDocument();
    await waitFor(() => expect(location.history.at(-1)).toBe('/people?page=5'));
    expect(location.history).not.toContain('/people?page=9');
  });

  it("says 'No records available' when nothing matches", async () => {
    renderList('/people?q=nobody');
    expect(await screen.findByText('No records available')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
  });

  it('narrows the list to a scope from the URL, says so, and Show all drops it', async () => {
    const source = peopleSource();
    const { user, location } = renderList('/people?group=7', source, {
      key: 'group',
      describe: (value) => `People of group ${value}`,
    });
    expect(await screen.findByRole('status')).toHaveTextContent('People of group 7');
    await waitFor(() => expect(source.requests.at(-1)?.filters).toEqual({ group: '7' }));
    await user.click(screen.getByRole('button', { name: 'Show all' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/people'));
    expect(source.requests.at(-1)?.filters).toEqual({});
    expect(screen.queryByText('People of group 7')).not.toBeInTheDocument();
  });
});
