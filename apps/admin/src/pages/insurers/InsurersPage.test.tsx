import { storedQuoteDetail, useMockApi } from '@buildcover/api-client/testing';
import { insurerMessages, type UserType } from '@buildcover/domain';
import { api, type Insurer } from '@buildcover/domain/api';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdminAt } from '../../quotes/editorApp.test-support';

const stamp = '2026-11-20T09:30:00.000Z';

const fields = {
  name: 'Harbour Mutual',
  email: 'uw@harbour.test',
  contact_no: '0291234567',
  street: '1 George St',
  suburb: 'Sydney',
  postcode: '2000',
  state: 'NSW',
  country: 'AU',
  abn: '51 824 753 556',
  afsl: '123456',
  underwriter: 'Harbour Underwriting',
  uid: 'HM01',
  fsg_version: '2',
  pds_version: '3',
  privacy_version: '1',
  advice_type: 'General',
  advice_given: 'General advice only',
  commission: '15',
  associate_commission: '',
};
const record = (id: number, values: typeof fields): Insurer => ({
  ...values,
  id,
  insurers_id: id,
  settings: {},
  pds_doc: null,
  fsg_doc: null,
  pds_url: null,
  fsg_url: null,
  pds_doc_version: null,
  fsg_doc_version: null,
  created_at: stamp,
  updated_at: stamp,
});

const server = useMockApi((mock) => {
  mock.insurers = [record(1, { ...fields, name: 'Coastal Insurance', uid: 'CI01', associate_commission: '2.5' })];
});

/** The insurer panel as a staff member of `role` sees it (the mock API answers by that role, as the server does). */
function renderInsurers(role: UserType = 'admin') {
  server.staffUser.user_type = role;
  return renderAdminAt(server, '/admin/insurers').user;
}

describe('insurers screen', { timeout: 120_000 }, () => {
  it('adds an insurer: an invalid ABN is refused on change and blocks Create, then it is created', async () => {
    const user = renderInsurers();
    expect(await screen.findByText('Coastal Insurance', {}, { timeout: 15_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Insurer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Insurer' });
    expect(within(dialog).getByRole('textbox', { name: /Country/ })).toHaveValue('AU');

    await user.type(within(dialog).getByRole('textbox', { name: /ABN/ }), '12A');
    expect(await within(dialog).findByText(insurerMessages.abnDigits)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Create' })).toBeDisabled();
    await user.clear(within(dialog).getByRole('textbox', { name: /ABN/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /ABN/ }), '123');
    expect(await within(dialog).findByText(insurerMessages.abnLength)).toBeInTheDocument();

    for (const [key, value] of Object.entries(fields)) {
      if (key === 'state' || key === 'country' || key === 'associate_commission') continue;
      const label = {
        name: 'Name',
        email: 'Email',
        contact_no: 'Contact No',
        street: 'Street',
        suburb: 'Suburb',
        postcode: 'Postcode',
        abn: 'ABN',
        afsl: 'AFSL',
        underwriter: 'Underwriter',
        uid: 'UID',
        fsg_version: 'FSG Version',
        pds_version: 'PDS Version',
        privacy_version: 'Privacy Version',
        advice_type: 'Advice Type',
        advice_given: 'Advice Given',
        commission: 'Commission (%)',
      }[key]!;
      const input = within(dialog).getByRole('textbox', { name: new RegExp(`^${label.replace(/[()%]/g, '\\$&')}`) });
      // One paste per field: sixteen fields typed key by key took most of this test's time.
      await user.clear(input);
      await user.paste(value);
    }
    const associate = within(dialog).getByRole('textbox', { name: /^Associate Commission/ });
    await user.type(associate, '150');
    expect(await within(dialog).findByText(insurerMessages.associateCommissionRange)).toBeInTheDocument();
    await user.clear(associate);
    await user.type(associate, '5');
    await user.click(within(dialog).getByRole('button', { name: /State/ }));
    await user.click(await screen.findByRole('option', { name: 'New South Wales' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Create' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Insurer created successfully!')).toBeInTheDocument();
    expect(server.insurers.at(-1)).toMatchObject({
      name: 'Harbour Mutual',
      abn: '51 824 753 556',
      state: 'NSW',
      commission: '15',
      associate_commission: '5',
    });
    expect(await screen.findByText('Harbour Mutual')).toBeInTheDocument();
  });

  it('views every field (percentages, N/A) and deletes with the name and UID confirmed', async () => {
    server.insurers = [
      record(1, { ...fields, name: 'Coastal Insurance', uid: 'CI01', associate_commission: '2.5', afsl: '' }),
    ];
    const user = renderInsurers();
    await screen.findByText('Coastal Insurance', {}, { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: 'View Coastal Insurance' }));
    const view = await screen.findByRole('dialog', { name: 'Insurer Details' });
    expect(await within(view).findByText('2.5%')).toBeInTheDocument();
    expect(within(view).getByText('15%')).toBeInTheDocument();
    expect(within(view).getByText('AFSL').nextSibling).toHaveTextContent('N/A');
    await user.click(within(view).getByRole('button', { name: 'Close' }));

    const open = server.hold(api.insurers.remove);
    await user.click(screen.getByRole('button', { name: 'Delete Coastal Insurance' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Insurer' });
    expect(within(confirm).getByText('CI01')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await within(confirm).findByRole('button', { name: 'Deleting...' })).toBeDisabled();
    open();
    expect(await screen.findByText('Insurer deleted successfully!')).toBeInTheDocument();
  });

  it('says before Confirm what deleting an insurer that quotes and policies name will do', async () => {
    server.insurers = [record(1, { ...fields, name: 'Coastal Insurance', uid: 'CI01' })];
    const coastal = { id: 1, name: 'Coastal Insurance', commission: '15', associate_commission: '0' };
    server.quoteDetails = [
      { ...storedQuoteDetail(), id: 41, insurer: coastal, policy: { ...storedQuoteDetail().policy, id: 8 } },
      { ...storedQuoteDetail(), id: 42, insurer: coastal, policy: null },
    ] as unknown as typeof server.quoteDetails;
    const user = renderInsurers();
    await screen.findByText('Coastal Insurance', {}, { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: 'Delete Coastal Insurance' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Insurer' });
    expect(
      await within(confirm).findByText(
        'Coastal Insurance will leave the panel: no new quote can choose it. 2 quotes and 1 policy keep it as their insurer, with their documents and history.',
      ),
    ).toBeInTheDocument();
    expect(within(confirm).getByRole('button', { name: 'Confirm' })).toBeEnabled();
  });

  it('shows 7 insurers a page', async () => {
    server.insurers = Array.from({ length: 9 }, (_, i) =>
      record(i + 1, { ...fields, name: `Panel Insurer ${i + 1}`, uid: `PI${i + 1}` }),
    );
    const user = renderInsurers();
    await screen.findByText('Panel Insurer 7', {}, { timeout: 15_000 });
    expect(screen.queryByText('Panel Insurer 8')).not.toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /page 2/i }));
    expect(await screen.findByText('Panel Insurer 9')).toBeInTheDocument();
    expect(screen.queryByText('Panel Insurer 1')).not.toBeInTheDocument();
  });

  it('lets a normal user only view', async () => {
    renderInsurers('normal');
    await screen.findByText('Coastal Insurance', {}, { timeout: 15_000 });
    expect(screen.queryByRole('button', { name: 'Add Insurer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Coastal Insurance' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View Coastal Insurance' })).toBeInTheDocument();
  });
});
