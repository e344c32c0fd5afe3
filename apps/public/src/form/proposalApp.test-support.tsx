import { createApiClient } from '@buildcover/api-client';
import { useMockApi, type MockApi } from '@buildcover/api-client/testing';
import { addDaysIso, todayIso, type ProposalFormValues, type StateOption } from '@buildcover/domain';
import { cleanProposal } from '@buildcover/domain/testing';
import { render } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../App';
import { saveProposal } from './savedProposal';

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

/**
 * Call at the top of a test file: each test of it gets a fresh mock API of the contract and a blank
 * browser store (the form keeps answers there), and the function returned opens the public app at a
 * path against it (states: undefined for the mock's default list, null for a failing call).
 */
export function usePublicApp(): (
  path: string,
  states?: StateOption[] | null,
) => Promise<{ user: UserEvent; server: MockApi; location: ReturnType<typeof memoryLocation> }> {
  const server = useMockApi();
  return async (path, states) => {
    if (states !== undefined) server.states = states;
    const location = memoryLocation({ path, record: true });
    render(<App client={createApiClient({ baseUrl: server.url })} locationHook={location.hook} />);
    return { user: userEvent.setup(), server, location };
  };
}
