import { describe, expect, it } from 'vitest';
import { applyListChange, listRequest, listStateToSearch, parseListState, type ListState } from './listState';

const options = { sortable: ['ref', 'status'], filterKeys: ['status'] };
const base: ListState = { page: 1, size: 10, sort: undefined, order: 'asc', q: '', filters: {} };

describe('parseListState', () => {
  it('reads an empty query as page 1 of 10, server order, no search', () => {
    expect(parseListState('', options)).toEqual(base);
  });
  it('reads page, size, sort, order, search and filters', () => {
    expect(parseListState('page=3&size=30&sort=ref&order=desc&q=smith&status=paid', options)).toEqual({
      page: 3,
      size: 30,
      sort: 'ref',
      order: 'desc',
      q: 'smith',
      filters: { status: 'paid' },
    });
  });
  it('falls back to defaults for malformed or unknown values', () => {
    expect(parseListState('page=-2&size=7&sort=password&order=sideways&q=ab&other=1', options)).toEqual(base);
    expect(parseListState('page=abc&size=1e3', options)).toEqual(base);
    expect(parseListState('page=0', options).page).toBe(1);
  });
  it('accepts a list-specific page size', () => {
    expect(parseListState('size=7', { sortable: [], sizes: [7], defaultSize: 7 }).size).toBe(7);
    expect(parseListState('', { sortable: [], sizes: [7], defaultSize: 7 }).size).toBe(7);
  });
});

describe('listStateToSearch', () => {
  it('leaves the defaults out, so a plain list keeps a plain URL', () => {
    expect(listStateToSearch(base)).toBe('');
  });
  it('round-trips through parseListState', () => {
    const state: ListState = {
      page: 4,
      size: 50,
      sort: 'status',
      order: 'desc',
      q: 'jane citizen',
      filters: { status: 'paid' },
    };
    expect(parseListState(listStateToSearch(state), options)).toEqual(state);
  });
});

describe('applyListChange', () => {
  const onPage3: ListState = { ...base, page: 3, sort: 'ref', q: 'smith' };
  it('keeps sort, size and search on a page change', () => {
    expect(applyListChange(onPage3, { type: 'page', page: 4 })).toEqual({ ...onPage3, page: 4 });
  });
  it('goes back to page 1 on a new size, sort, search or filter', () => {
    expect(applyListChange(onPage3, { type: 'size', size: 30 })).toMatchObject({ page: 1, size: 30, q: 'smith' });
    expect(applyListChange(onPage3, { type: 'sort', sort: 'status', order: 'desc' })).toMatchObject({
      page: 1,
      sort: 'status',
      order: 'desc',
    });
    expect(applyListChange(onPage3, { type: 'search', q: ' jones ' })).toMatchObject({ page: 1, q: 'jones' });
    expect(applyListChange(onPage3, { type: 'filter', key: 'status', value: 'paid' })).toMatchObject({
      page: 1,
      filters: { status: 'paid' },
    });
  });
  it('removes a filter set back to all', () => {
    expect(
      applyListChange({ ...base, filters: { status: 'paid' } }, { type: 'filter', key: 'status', value: '' }).filters,
    ).toEqual({});
  });
});

describe('listRequest', () => {
  it('turns page and size into the API offset', () => {
    expect(listRequest({ ...base, page: 3, size: 30 })).toEqual({ start: 60, limit: 30 });
    expect(listRequest({ ...base, sort: 'ref', order: 'desc' })).toEqual({
      start: 0,
      limit: 10,
      sort: 'ref',
      order: 'desc',
    });
  });
});
