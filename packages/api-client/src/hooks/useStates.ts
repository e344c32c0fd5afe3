import { useEffect, useState } from 'react';
import type { ApiError } from '../core/ApiError';
import type { PublicApiClient } from '../core/createApiClient';
import { usePublicApiClient } from '../session/ApiClientProvider';
import type { StateOption } from '../types/entities';

// The states never change while a page is open: one request per client, shared by every form that
// asks. A failed request is forgotten, so the next form to mount asks again.
const asked = new WeakMap<PublicApiClient, Promise<StateOption[]>>();
const known = new WeakMap<PublicApiClient, StateOption[]>();

function statesOf(client: PublicApiClient): Promise<StateOption[]> {
  let answer = asked.get(client);
  if (!answer) {
    answer = client.states.list().then(({ data }) => {
      known.set(client, data);
      return data;
    });
    asked.set(client, answer);
    answer.catch(() => asked.delete(client));
  }
  return answer;
}

/**
 * GET /api/v1/states → [{state_code, name}]. Without SWR (useApi), so the customer form's first load
 * does not carry it for this one call; `data` is undefined while loading and after a failure.
 */
export function useStates(): { data: StateOption[] | undefined; error: ApiError | undefined } {
  const client = usePublicApiClient();
  const [answer, setAnswer] = useState<{ data: StateOption[] | undefined; error: ApiError | undefined }>(() => ({
    data: known.get(client),
    error: undefined,
  }));
  useEffect(() => {
    let current = true;
    statesOf(client).then(
      (data) => current && setAnswer({ data, error: undefined }),
      (error: ApiError) => current && setAnswer({ data: undefined, error }),
    );
    return () => {
      current = false;
    };
  }, [client]);
  return answer;
}
