// @vitest-environment node
import { sampleInsurer } from '@buildcover/domain/testing';
import { expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { describeEachEngine } from '../../../test/engines';
import { useTestApp } from '../../../test/app';
import { multipartBody, pdfFile, pngFile } from '../../../test/fixtures';
import { auditLog, insureds, insurers, quotes } from '../../db/schema';

export const validInsurer = sampleInsurer;

describeEachEngine('insurers API', (engine) => {
  const ctx = useTestApp(engine);
  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    role: 'admin' | 'normal' = 'admin',
  ) => ctx.app.inject({ method, url: `/api/v1${url}`, headers: await ctx.as(role), ...(payload ? { payload } : {}) });

  it('creates an insurer with the spec message, commissions as decimal strings', async () => {
    const response = await call('POST', '/insurer', validInsurer);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Insurer created successfully!',
      data: {
        name: 'Harbour Underwriting',
        commission: '15.00',
        associate_commission: '12.50',
        country: 'AU',
        pds_url: null,
      },
    });
    expect(body.data.insurers_id).toBe(body.data.id);
    const read = await call('GET', `/insurer/${body.data.id}`, undefined, 'normal');
    expect(read.json().data).toEqual({ ...body.data, holds: { quotes: 0, policies: 0 } });
    const [entry] = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'insurer'), eq(auditLog.entity_id, String(body.data.id))));
    expect(entry).toMatchObject({ action: 'create', user_id: ctx.userId('admin') });
  });

  it('answers 400 with the modal messages per field', async () => {
    const response = await call('POST', '/insurer', {
      ...validInsurer,
      name: '',
      email: 'nope',
      contact_no: '12',
      abn: '12a',
      postcode: '20000',
      commission: '101',
      associate_commission: 'abc',
      state: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Name is required' },
        { path: 'email', message: 'Invalid email format' },
        { path: 'contact_no', message: 'Invalid contact number (10-15 digits)' },
        { path: 'abn', message: 'ABN can only contain digits' },
        { path: 'postcode', message: 'Postcode must be 4 digits' },
        { path: 'commission', message: 'Commission must be between 0 and 100' },
        { path: 'associate_commission', message: 'Associate Commission must be a number' },
        { path: 'state', message: 'State is required' },
      ]),
    );
    const shortAbn = await call('POST', '/insurer', { ...validInsurer, abn: '123' });
    expect(shortAbn.json().errors).toEqual([{ path: 'abn', message: 'ABN must contain exactly 11 digits' }]);
    const sameUid = await call('POST', '/insurer', { ...validInsurer, uid: 'harb' });
    expect(sameUid.statusCode).toBe(409);
  });

  it('lists and searches with counts, and updates with the spec message', async () => {
    await call('POST', '/insurer', {
      ...validInsurer,
      name: 'Coastal Mutual',
      uid: 'COAST',
      email: 'hello@coastal.test',
    });
    const list = await call('GET', '/insurer?start=0&limit=10', undefined, 'normal');
    expect(list.json()).toMatchObject({ success: true, data: { count: 2 } });
    const search = await call('GET', '/insurer/search?q=coast', undefined, 'normal');
    expect(search.json()).toMatchObject({ success: true, count: 1, results: [{ uid: 'COAST' }], data: { count: 1 } });

    const id = search.json().results[0].id;
    const updated = await call('PUT', `/insurer/${id}`, {
      ...validInsurer,
      name: 'Coastal Mutual Ltd',
      uid: 'COAST',
      commission: '20.5',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      message: 'Insurer updated successfully!',
      data: { name: 'Coastal Mutual Ltd', commission: '20.50' },
    });
    expect((await call('PUT', '/insurer/999999', validInsurer)).statusCode).toBe(404);
  });

  it('attaches an uploaded PDS and FSG, bumping their versions, and serves the PDS publicly', async () => {
    const id = (await call('GET', '/insurer/search?q=harbour')).json().results[0].id;
    const upload = async (body: Buffer, name: string, field: string) => {
      const form = multipartBody({ name, body });
      return (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/v1/static/upload?field=${field}`,
          payload: form.payload,
          headers: { ...form.headers, ...(await ctx.as('admin')) },
        })
      ).json().key as string;
    };
    const pds1 = await upload(pdfFile(), 'PDS.pdf', 'pds_doc');
    const first = await call('PATCH', `/insurer/${id}`, { pds_doc: pds1 });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      pds_doc: pds1,
      pds_doc_version: 1,
      fsg_doc_version: null,
      pds_url: `/api/v1/static/files/${pds1}`,
    });

    const pds2 = await upload(pdfFile(), 'PDS v2.pdf', 'pds_doc');
    const fsg = await upload(pdfFile(), 'FSG.pdf', 'fsg_doc');
    const second = await call('PATCH', `/insurer/${id}`, { pds_doc: pds2, fsg_doc: fsg });
    expect(second.json().data).toMatchObject({ pds_doc: pds2, pds_doc_version: 2, fsg_doc: fsg, fsg_doc_version: 1 });

    const publicRead = await ctx.app.inject({ method: 'GET', url: `/api/v1/static/files/${pds2}` });
    expect(publicRead.statusCode).toBe(200);
    expect(publicRead.headers['content-type']).toBe('application/pdf');

    const unknown = await call('PATCH', `/insurer/${id}`, { pds_doc: 'AAAAAAAAAAAAAAAAAAAAAA.pdf' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([{ path: 'pds_doc', message: 'File not found. Please upload it again.' }]);
    expect((await call('PATCH', `/insurer/${id}`, {})).statusCode).toBe(400);
    const photo = await upload(pngFile(), 'photo.png', 'plans');
    expect((await call('PATCH', `/insurer/${id}`, { fsg_doc: photo })).statusCode).toBe(400);
  });

  it('sorts on every column of the table, both ways, searching too', async () => {
    for (const [name, uid] of [
      ['aardvark Sortcheck', 'ZZ9'],
      ['Zenith Sortcheck', 'AA1'],
    ])
      await call('POST', '/insurer', { ...validInsurer, name, uid });
    const names = async (query: string) =>
      (await call('GET', `/insurer/search?q=Sortcheck&${query}`)).json().results.map((i: { name: string }) => i.name);
    expect(await names('sort=name&order=asc')).toEqual(['aardvark Sortcheck', 'Zenith Sortcheck']);
    expect(await names('sort=name&order=desc')).toEqual(['Zenith Sortcheck', 'aardvark Sortcheck']);
    expect(await names('sort=uid&order=asc')).toEqual(['Zenith Sortcheck', 'aardvark Sortcheck']);
    for (const sort of ['abn', 'afsl', 'state', 'created_at'])
      expect((await call('GET', `/insurer?sort=${sort}&order=desc`)).statusCode).toBe(200);
    expect((await call('GET', '/insurer?sort=email')).statusCode).toBe(400);
  });

  it('lets normal staff read but not change insurers', async () => {
    expect((await call('POST', '/insurer', { ...validInsurer, uid: 'NORM' }, 'normal')).statusCode).toBe(403);
    expect((await call('DELETE', '/insurer/1', undefined, 'normal')).statusCode).toBe(403);
  });

  it('removes an unused insurer, and only hides one that quotes name', async () => {
    const unused = (await call('POST', '/insurer', { ...validInsurer, uid: 'GONE' })).json().data.id;
    expect((await call('DELETE', `/insurer/${unused}`)).json()).toEqual({
      success: true,
      message: 'Insurer deleted successfully!',
    });
    expect(await ctx.app.db.select().from(insurers).where(eq(insurers.id, unused))).toEqual([]);

    const used = (await call('POST', '/insurer', { ...validInsurer, uid: 'USED' })).json().data.id;
    const [insured] = await ctx.app.db.insert(insureds).values({ full_name: 'Jo Builder' }).returning();
    await ctx.app.db
      .insert(quotes)
      .values({ public_id: `pub-${engine}-used-insurer`, status: 'quoted', insured_id: insured!.id, insurer_id: used });
    // What Delete will leave, said before Confirm: the quotes and policies that keep it.
    expect((await call('GET', `/insurer/${used}`)).json().data.holds).toEqual({ quotes: 1, policies: 0 });
    expect((await call('DELETE', `/insurer/${used}`)).statusCode).toBe(200);
    expect((await call('GET', `/insurer/${used}`)).statusCode).toBe(404);
    const [kept] = await ctx.app.db.select().from(insurers).where(eq(insurers.id, used));
    expect(kept?.deleted_at).toBeInstanceOf(Date);
    // Its UID is free again for a new insurer.
    expect((await call('POST', '/insurer', { ...validInsurer, uid: 'USED' })).statusCode).toBe(200);
  });
});
