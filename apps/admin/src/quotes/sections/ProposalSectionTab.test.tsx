import { ApiClientProvider, createApiClient } from '@buildcover/api-client';
import { storedQuoteDetail, useMockApi } from '@buildcover/api-client/testing';
import { BuildCoverProvider } from '@buildcover/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SWRConfig } from 'swr';
import { EditSessionProvider } from '../EditSession';
import { QuoteHeader } from '../QuoteHeader';
import { ProposalSectionTab, type EditorSectionId } from './ProposalSectionTab';

const server = useMockApi();

function renderTab(section: EditorSectionId, quote = storedQuoteDetail()) {
  render(
    <BuildCoverProvider>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <ApiClientProvider client={createApiClient({ baseUrl: server.url })}>
          <EditSessionProvider canEdit>
            <QuoteHeader quote={quote} onBack={() => undefined} />
            <ProposalSectionTab quote={quote} section={section} revalidate={async () => undefined} />
          </EditSessionProvider>
        </ApiClientProvider>
      </SWRConfig>
    </BuildCoverProvider>,
  );
  return userEvent.setup();
}

const sectionSaves = (): string[] => server.calls.filter((c) => c.method === 'PUT').map((c) => c.path);

describe('a proposal section tab of the quote editor', { timeout: 30_000 }, () => {
  it('shows the stored answers read-only, without the confirm-email check, until Edit mode', async () => {
    const user = renderTab('policyHolder');
    const phone = screen.getByRole('textbox', { name: /Contact phone number/ });
    expect(phone).toHaveValue('0412345678');
    expect(phone).toBeDisabled();
    expect(screen.queryByRole('textbox', { name: /Confirm email address/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit mode' }));
    expect(phone).toBeEnabled();
  });

  it("checks with the domain's rules before anything is sent", async () => {
    const user = renderTab('policyHolder');
    await user.click(screen.getByRole('button', { name: 'Edit mode' }));
    const phone = screen.getByRole('textbox', { name: /Contact phone number/ });
    await user.clear(phone);
    await user.type(phone, '12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Contact phone number must be 10 digits.')).toBeInTheDocument();
    expect(sectionSaves()).toEqual([]);
  });

  it('reveals follow-up questions on a yes, as the public form does, and Undo changes puts the stored answers back', async () => {
    const user = renderTab('projectDetails');
    await user.click(screen.getByRole('button', { name: 'Edit mode' }));
    expect(screen.queryByText(/Name of the Mortgagor/)).not.toBeInTheDocument();
    const mortgage = screen.getByRole('radiogroup', { name: /Is there a mortgage on the property\?/ });
    await user.click(within(mortgage).getByRole('radio', { name: 'Yes' }));
    expect(await screen.findAllByText(/Name of the Mortgagor/)).not.toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Undo changes' }));
    expect(within(mortgage).getByRole('radio', { name: 'No' })).toBeChecked();
    expect(screen.queryByText(/Name of the Mortgagor/)).not.toBeInTheDocument();
  });

  it('hears what is typed after Undo changes: the fields keep working through each reset', async () => {
    const user = renderTab('policyHolder');
    await user.click(screen.getByRole('button', { name: 'Edit mode' }));
    const phone = () => screen.getByRole('textbox', { name: /Contact phone number/ });
    const undo = () => screen.getByRole('button', { name: 'Undo changes' });
    for (const typed of ['0498765432', '0400000000']) {
      await user.clear(phone());
      await user.type(phone(), typed);
      expect(phone()).toHaveValue(typed);
      expect(undo()).toBeEnabled();
      await user.click(undo());
      expect(phone()).toHaveValue('0412345678');
      expect(undo()).toBeDisabled();
    }
  });

  it('says which record is missing instead of saving without it (back-office §8)', async () => {
    const quote = storedQuoteDetail();
    const user = renderTab('policyHolder', {
      ...quote,
      insured: { ...quote.insured, id: undefined as unknown as number },
    });
    await user.click(screen.getByRole('button', { name: 'Edit mode' }));
    const phone = screen.getByRole('textbox', { name: /Contact phone number/ });
    await user.clear(phone);
    await user.type(phone, '0498765432');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Insured information is missing.')).toBeInTheDocument();
    expect(sectionSaves()).toEqual([]);
  });
});
