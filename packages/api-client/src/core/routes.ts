import { api, type Endpoint } from '@buildcover/domain/api';

/**
 * What a call needs of a contract endpoint at run time: where it is, who may call it and how it
 * answers, without its zod schemas. `E` keeps the endpoint's type, so the call's params, body and
 * answer are still typed by the contract.
 */
export interface Route<E extends Endpoint = Endpoint> {
  method: E['method'];
  path: string;
  auth: E['auth'];
  html?: boolean;
  binary?: boolean;
  /** The endpoint's type only: never set at run time. */
  readonly endpoint?: E;
}

type Contract = typeof api;
export type Routes = {
  [G in keyof Contract]: { [K in keyof Contract[G]]: Contract[G][K] extends Endpoint ? Route<Contract[G][K]> : never };
};

const routeOf = ({ method, path, auth, html, binary }: Endpoint): Route => ({
  method,
  path,
  auth,
  ...(html ? { html } : {}),
  ...(binary ? { binary } : {}),
});

const table = Object.fromEntries(
  Object.entries(api).map(([group, endpoints]) => [
    group,
    Object.fromEntries(Object.entries(endpoints).map(([name, endpoint]) => [name, routeOf(endpoint as Endpoint)])),
  ]),
) as Routes;

/**
 * Every endpoint of the contract (`@buildcover/domain/api`) as a Route, one export per resource group
 * (a resource imports the module as `routes` and calls `routes.states.list`). The front ends' build replaces
 * this module with its values, evaluated once in Node (scripts/vite-app.mjs, `evaluatedAtBuild`):
 * the contract's schemas, and zod with them, stay out of the browser's first load, and a bundle keeps
 * only the groups its calls reach (the customer site none of the back office's), while the contract
 * remains the only place a route is written.
 */
export const {
  auth,
  dashboard,
  documents,
  files,
  health,
  insured,
  insurers,
  notes,
  outbox,
  policies,
  payments,
  proposalDrafts,
  publicQuotes,
  quotes,
  quoteSections,
  quoteHistory,
  states,
  users,
} = table;
