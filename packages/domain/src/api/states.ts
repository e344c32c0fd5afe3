import { z } from 'zod';
import { dataResponse, notModified } from './envelopes';
import { defineEndpoint } from './endpoint';

/** `{ state_code: 'NSW', name: 'New South Wales' }` */
export const stateOption = z.object({ state_code: z.string(), name: z.string() });

export const statesApi = {
  /** Public: the quote form offers states without a session; staff screens send their bearer. */
  list: defineEndpoint({
    method: 'GET',
    path: '/states',
    summary: 'Australian states and territories',
    tags: ['reference'],
    auth: 'optional',
    responses: {
      200: dataResponse(z.array(stateOption)),
      // Sent with an ETag: a caller holding it (If-None-Match) gets 304 and no body.
      304: notModified,
    },
  }),
};
