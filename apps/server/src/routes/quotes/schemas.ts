import { z } from 'zod';
import { errorResponse } from '../../http/schemas';

export const QUOTE_NOT_FOUND = 'Quote not found';

export const staffErrors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

/** Sorted lists and search terms come from the contract (`@buildcover/domain/api`, lists.ts). */
export { searchTerm, sortedListQuery as listQuery } from '@buildcover/domain/api';

export const dataWithMessage = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), message: z.string(), data });
