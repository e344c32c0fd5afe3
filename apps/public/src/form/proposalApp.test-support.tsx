import { createApiClient } from '@buildcover/api-client';
import { startMockApi, type MockApi } from '@buildcover/api-client/testing';
import { addDaysIso, todayIso, type ProposalFormValues, type StateOption } from '@buildcover/domain';
import { cleanProposal } from '@buildcover/domain/testing';
import { cleanup, render } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../App';
import { saveProposal } from './savedProposal';

let server: MockApi | undefined;
// The form keeps answers in this browser; each test starts from a blank one.
afterEach(async () => {
  cleanup();
  localStorage.clear();
  await server?.close();
  server = undefined;
});

/** Keeps a clean proposal with these answers changed, as if from an earlier visit on this device. */
export function keepProposal(overrides: Partial<ProposalFormValues>): void {
  saveProposal({
    version: 1,
    values: cleanProposal({ builderProjectStartDate: addDaysIso(todayIso(), 30), declaration: false, ...overrides }),
    uid: null,
    uidIssuedAt: null,
    fileNames: {},
  });
}

/** The public app at this path against the contract's mock API (states: undefined for its default list, null for a failing call). */
export async function openPublicApp(path: string, states?: StateOption[] | null): Promise<{ user: UserEvent; server: MockApi; location: ReturnType<typeof memoryLocation> }> {
  server = await startMockApi(states === undefined ? {} : { states });
  const location = memoryLocation({ path, record: true });
  render(<App client={createApiClient({ baseUrl: server.url })} locationHook={location.hook} />);
  return { user: userEvent.setup(), server, location };
}
