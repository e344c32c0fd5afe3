import { z } from 'zod';
import { sectionUpdateSchemas } from '../mapping/updateSchemas';
import { dataResponse, idParams, savedResponse, searchResponse, staffErrors, staffListErrors } from './envelopes';
import { defineEndpoint } from './endpoint';
import { searchTerm, sortedListQuery } from './lists';
import { insuredRecord } from './records';

/** Columns the insured list sorts by on the server (its table headers). */
export const insuredSortKeys = ['full_name', 'email', 'contact_no', 'wb_code', 'created_at'] as const;
export type InsuredSort = (typeof insuredSortKeys)[number];

export const insuredListQuery = sortedListQuery(insuredSortKeys, 'created_at');

const tags = ['insured'];

/** Insureds (policy holders), each with its additional holder. */
export const insuredApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/insured',
    summary: 'Insureds, a page at a time, sorted on the server',
    tags,
    auth: 'staff',
    query: insuredListQuery,
    responses: { 200: searchResponse(insuredRecord), ...staffListErrors },
  }),
  search: defineEndpoint({
    method: 'GET',
    path: '/insured/search',
    summary: 'Insureds whose name, e-mail, phone, wb code or quote reference contains q',
    tags,
    auth: 'staff',
    query: insuredListQuery.extend(searchTerm.shape),
    responses: { 200: searchResponse(insuredRecord), ...staffListErrors },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/insured/:id',
    summary: 'One insured with its additional holder',
    tags,
    auth: 'staff',
    params: idParams,
    responses: { 200: dataResponse(insuredRecord), ...staffErrors },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/insured/:id',
    summary: 'The insured and its additional holder (an empty add_holder removes it)',
    tags,
    auth: 'admin',
    params: idParams,
    body: sectionUpdateSchemas.insured,
    responses: { 200: savedResponse(insuredRecord), ...staffErrors },
  }),
};

export type InsuredListQuery = z.output<typeof insuredListQuery>;
