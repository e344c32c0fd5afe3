import { useMockApi } from '@buildcover/api-client/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdminAt } from '../../quotes/editorApp.test-support';

const server = useMockApi();

// A link with a malformed id names no record: every record screen says so, and asks the server nothing.
const screens = [
  ['/admin/insured/abc', 'No insured found'],
  ['/admin/policy/12abc', 'No policy found'],
  ['/admin/transactions/1.5', 'No transaction found'],
  ['/admin/outbox/0', 'No email found'],
  ['/admin/insurers/abc/settings', 'No pricing settings found'],
  ['/admin/quotes/abc', 'No quote found'],
] as const;

describe('a record screen opened with a malformed id', { timeout: 60_000 }, () => {
  it.each(screens)('%s says %s', async (path, text) => {
    renderAdminAt(server, path);
    expect(await screen.findByText(text, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByText(/NaN|expected number/)).not.toBeInTheDocument();
    expect(server.calls.filter((call) => /\/(NaN|abc|12abc|1\.5|0)(\/|$)/.test(call.path))).toEqual([]);
  });
});
