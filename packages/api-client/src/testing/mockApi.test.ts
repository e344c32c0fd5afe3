import { backOfficeMessages } from '@buildcover/domain';
import { api } from '@buildcover/domain/api';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../core/ApiError';
import { createApiClient } from '../core/createApiClient';
import { fail, respond, storedQuoteDetail, useMockApi } from './index';

const server = useMockApi((mock) => {
  mock.quoteDetails = [storedQuoteDetail()];
});

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as ApiError,
  );

describe('the mock API of the back office', () => {
  it('answers staff calls only with a session, as the server does', async () => {
    const anonymous = createApiClient({ baseUrl: server.url });
    expect((await refusal(anonymous.quotes.get(41)))?.status).toBe(401);
    expect((await server.staffClient().quotes.get(41)).data.ref).toBe('BC-000041');
    expect((await refusal(server.staffClient().quotes.get(42)))?.status).toBe(404);
  });

  it('keeps a section save on the quote, and refuses one the domain refuses with its message', async () => {
    const client = server.staffClient();
    const saved = await client.quotes.updateAddress(7, 9, {
      street: '3 Harbour Road',
      suburb: 'Manly',
      state: 'NSW',
      postcode: '2095',
    });
    expect(saved).toMatchObject({
      message: backOfficeMessages.sectionSaved,
      data: { id: 9, street: '3 Harbour Road' },
    });
    expect((await client.quotes.get(41)).data.address?.street).toBe('3 Harbour Road');
    const refused = await refusal(
      client.quotes.updateAddress(7, 9, { street: '3 Harbour Road', suburb: 'Manly', state: 'NSW', postcode: '20' }),
    );
    expect(refused?.status).toBe(400);
    expect(refused?.errors.map((e) => e.path)).toContain('postcode');
    expect(
      (await refusal(client.quotes.updateAddress(7, 99, { street: 'x', suburb: 'y', state: 'NSW', postcode: '2000' })))
        ?.status,
    ).toBe(404);
  });

  it('lists and searches the quotes it holds, and prices a premium once an insurer is chosen', async () => {
    const client = server.staffClient();
    expect((await client.quotes.search({ q: 'jane', start: 0, limit: 10 })).results.map((q) => q.ref)).toEqual([
      'BC-000041',
    ]);
    expect((await client.quotes.search({ q: 'nobody', start: 0, limit: 10 })).count).toBe(0);
    expect(
      (
        await refusal(
          client.quotes.savePremium(41, {
            base: '1000',
            fsl: '',
            association_fee: '',
            insurer_fee: '',
            broker_fee: '',
            stamp_duty: '',
          }),
        )
      )?.status,
    ).toBe(400);
    const { data: panel } = await client.insurers.create({
      name: 'Harbour Mutual',
      email: 'cover@harbour.test',
      contact_no: '0290000000',
      street: '1 Quay St',
      suburb: 'Sydney',
      postcode: '2000',
      state: 'NSW',
      country: 'AU',
      abn: '51824753556',
      afsl: '123456',
      underwriter: 'Harbour Mutual Ltd',
      uid: 'HM-1',
      fsg_version: '1',
      pds_version: '1',
      privacy_version: '1',
      advice_type: 'General',
      advice_given: 'General advice only',
      commission: '20',
      associate_commission: '5',
    });
    await client.quotes.setInsurer(41, panel.id);
    const priced = await client.quotes.savePremium(41, {
      base: '1000',
      fsl: '',
      association_fee: '',
      insurer_fee: '',
      broker_fee: '',
      stamp_duty: '',
    });
    expect(priced.data.policy.premium.base).toBe('1000.00');
    expect((await client.quotes.get(41)).data.premium_amount).toBe(priced.data.policy.premium.total_amount);
  });

  it("keeps notes newest first, in the signed-in staff member's name", async () => {
    const client = server.staffClient();
    await client.notes.create(41, '<p>Called the builder</p>');
    await client.notes.create(41, '<p>Sent the plans</p>');
    const page = await client.notes.list(41, { start: 0, limit: 5 });
    expect(page.results.map((n) => [n.note, n.user_name])).toEqual([
      ['<p>Sent the plans</p>', 'Broker Admin'],
      ['<p>Called the builder</p>', 'Broker Admin'],
    ]);
  });

  it("stores an upload, and hands a stored file's bytes back", async () => {
    const client = server.staffClient();
    // (jsdom's File loses its bytes in Node's fetch, so the bytes are checked on a file stored by the test.)
    const uploaded = await client.files.upload(
      new File(['schedule bytes'], 'schedule.pdf', { type: 'application/pdf' }),
      undefined,
      'uploaded_schedule',
    );
    expect(uploaded.file_url).toBe(`/api/v1/static/files/${uploaded.key}`);
    expect(server.uploads.map((u) => u.key)).toEqual([uploaded.key]);
    const file = await new Response('closing bytes', { headers: { 'content-type': 'application/pdf' } }).blob();
    server.uploads.push({ key: 'AbCdEfGhIjKlMnOpQrStUv.pdf', file_name: 'closing.pdf', uid: null, field: null, file });
    expect(await (await client.files.download('AbCdEfGhIjKlMnOpQrStUv.pdf')).text()).toBe('closing bytes');
    expect((await refusal(client.files.download('ZZCdEfGhIjKlMnOpQrStUv.pdf')))?.status).toBe(404);
  });

  it('saves an insured and the quote it holds reads it back', async () => {
    const client = server.staffClient();
    server.insured = [storedQuoteDetail().insured];
    const { data } = await client.insured.update(5, {
      ...server.insured[0]!,
      full_name: null,
      first_name: 'Janet',
      last_name: 'Citizen',
      add_holder: {},
    });
    expect(data.full_name).toBe('Janet Citizen');
    expect((await client.quotes.get(41)).data.insured.full_name).toBe('Janet Citizen');
  });

  it('answers the dashboard for the range asked, and refuses a range the domain refuses', async () => {
    const client = server.staffClient();
    const { data } = await client.dashboard.get({ from: '2026-01-01', to: '2026-03-31' });
    expect(data.premium_by_month.map((m) => m.month)).toEqual(['2026-01', '2026-02', '2026-03']);
    expect(data.quotes).toEqual({ total: 1, by_status: [{ status: 'quoted', count: 1 }] });
    expect((await refusal(client.dashboard.get({ from: '2026-03-31', to: '2026-01-01' })))?.status).toBe(400);
  });

  it('lets a test answer what the mock does not model, still checked by the contract', async () => {
    server.use(
      respond(
        api.quotes.sendPaymentLink,
        () => fail(502, 'Failed to send payment link: the mail server refused it. It is kept in the outbox.'),
        server.url,
      ),
    );
    expect((await refusal(server.staffClient().quotes.sendPaymentLink(41)))?.status).toBe(502);
  });
});
