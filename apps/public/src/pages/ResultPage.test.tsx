import { createApiClient, type QuoteSubmitResult } from '@buildcover/api-client';
import { submissionMessage } from '@buildcover/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../App';
import { resultStateFor } from '../form/resultState';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

const ref = 'BC-000123';
/** The server's answers to POST /api/v1/quotes/get (apps/server/src/routes/quotes/submitQuote.ts words them with the domain's submissionMessage). */
const answers: QuoteSubmitResult[] = [
  {
    status: 'quoted',
    ref,
    id: 'q-123',
    payable: true,
    message: submissionMessage({ status: 'quoted', total: '3038.56', payment: 'emailed' }),
  },
  { status: 'referred', ref, id: 'q-123', payable: false, message: submissionMessage({ status: 'referred' }) },
  {
    status: 'declined',
    ref,
    id: 'q-123',
    payable: false,
    message: submissionMessage({ status: 'declined', reasons: 'Work involving asbestos is not covered.' }),
  },
];

/** '/submit' as the proposal form opens it: the outcome in the browser's history state. */
function openResult(answer: QuoteSubmitResult): void {
  window.history.replaceState(resultStateFor(answer), '', '/submit');
  render(<App client={createApiClient({ baseUrl: 'http://127.0.0.1:9' })} />);
}

describe('/submit', () => {
  it.each(answers)('shows the $status reference once, under the heading', async (answer) => {
    openResult(answer);
    await screen.findByRole('heading', { level: 1, name: /^Quote (Submitted Successfully|Referred|Declined)!$/ });
    const main = screen.getByRole('main');
    expect(main.textContent?.split(ref)).toHaveLength(2);
    expect(screen.getByText(/^Reference:/)).toHaveTextContent(`Reference: ${ref}`);
  });
});
