// @vitest-environment node
import { beforeAll, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { describeEachEngine } from '../../../test/engines';
import { useTestApp } from '../../../test/app';
import { auditLog } from '../../db/schema';
import { submitProposal, type Submitted } from './quoteFixtures.test-support';
import { sanitizeNote } from './sanitizeNote';
import { hostileNotes } from '@buildcover/domain/testing';

describeEachEngine('quote notes', (engine) => {
  const ctx = useTestApp(engine);
  let quote: Submitted;

  beforeAll(async () => {
    quote = await submitProposal(ctx.app);
  });

  const post = async (note: unknown, role: 'admin' | 'normal' = 'normal', quoteId = quote.quoteId) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/v1/quotes/${quoteId}/notes`,
      headers: await ctx.as(role),
      payload: { note },
    });

  it('keeps of hostile HTML what the editor keeps: basic formatting and http(s)/mailto links only (the shared cases)', () => {
    for (const { html, kept } of hostileNotes) expect(sanitizeNote(html)).toBe(kept);
  });

  it('lets any staff member add a note, sanitised, with their name, and audits it', async () => {
    const response = await post(
      '<p>Spoke to <strong>Jane</strong></p><script>fetch("/x")</script><img src=x onerror=alert(1)>',
    );
    expect(response.statusCode).toBe(200);
    const { data, message } = response.json();
    expect(message).toBe('Note added successfully!');
    expect(data).toMatchObject({
      quote_id: quote.quoteId,
      user_name: 'Test normal',
      note: '<p>Spoke to <strong>Jane</strong></p>',
    });
    expect(data.note).not.toMatch(/script|onerror|<img/);
    const [entry] = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'note'), eq(auditLog.entity_id, String(data.id))));
    expect(entry).toMatchObject({ action: 'create', user_id: ctx.userId('normal') });

    const one = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/quotes/${quote.quoteId}/notes/${data.id}`,
      headers: await ctx.as('admin'),
    });
    expect(one.json().data).toEqual(data);
  });

  it('refuses a note that is empty once sanitised, and unknown quotes or notes', async () => {
    for (const note of ['', '   ', '<p><br></p>', '<script>alert(1)</script>', '<img src=x onerror=alert(1)>']) {
      const response = await post(note);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        message: 'Please write a note',
        errors: [{ path: 'note', message: 'Please write a note' }],
      });
    }
    expect((await post(42)).statusCode).toBe(400);
    expect((await post('<p>hello</p>', 'normal', 999999)).statusCode).toBe(404);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/v1/quotes/${quote.quoteId}/notes/999999`,
          headers: await ctx.as('normal'),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/quotes/999999/notes', headers: await ctx.as('normal') }))
        .statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'POST', url: `/api/v1/quotes/${quote.quoteId}/notes`, payload: { note: 'x' } }))
        .statusCode,
    ).toBe(401);
  });

  it('lists notes newest first, 5 per page by default, with the total', async () => {
    const other = await submitProposal(ctx.app);
    for (let i = 1; i <= 6; i++) expect((await post(`<p>Note ${i}</p>`, 'admin', other.quoteId)).statusCode).toBe(200);
    const headers = await ctx.as('normal');
    const first = (
      await ctx.app.inject({ method: 'GET', url: `/api/v1/quotes/${other.quoteId}/notes`, headers })
    ).json();
    expect(first.count).toBe(6);
    expect(first.data.count).toBe(6);
    expect(first.results.map((n: { note: string }) => n.note)).toEqual([
      '<p>Note 6</p>',
      '<p>Note 5</p>',
      '<p>Note 4</p>',
      '<p>Note 3</p>',
      '<p>Note 2</p>',
    ]);
    expect(first.results[0].user_name).toBe('Test admin');
    const second = (
      await ctx.app.inject({ method: 'GET', url: `/api/v1/quotes/${other.quoteId}/notes?start=5&limit=5`, headers })
    ).json();
    expect(second.results.map((n: { note: string }) => n.note)).toEqual(['<p>Note 1</p>']);
    const past = (
      await ctx.app.inject({ method: 'GET', url: `/api/v1/quotes/${other.quoteId}/notes?start=50`, headers })
    ).json();
    expect(past).toMatchObject({ results: [], count: 6 });
  });

  it("lets a note's author correct it, sanitised; the history keeps the earlier text; anyone else is refused", async () => {
    const added = (await post('<p>Slab pour on Tuesday</p>', 'normal')).json().data;
    expect(added).toMatchObject({ user_id: ctx.userId('normal'), edited_at: null });
    const patch = async (note: unknown, role: 'admin' | 'normal' = 'normal', noteId = added.id) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/v1/quotes/${quote.quoteId}/notes/${noteId}`,
        headers: await ctx.as(role),
        payload: { note },
      });

    const byOther = await patch('<p>Slab pour on Friday</p>', 'admin');
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json().message).toBe('Only the staff member who wrote a note can correct it.');
    expect((await patch('<p><br></p>')).statusCode).toBe(400);
    expect((await patch('<p>x</p>', 'normal', 999999)).statusCode).toBe(404);

    const corrected = await patch('<p>Slab pour on <b>Friday</b></p><script>x()</script>');
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json()).toMatchObject({
      message: 'Note updated successfully!',
      data: { id: added.id, note: '<p>Slab pour on <b>Friday</b></p>', created_at: added.created_at },
    });
    expect(corrected.json().data.edited_at).not.toBeNull();

    const history = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/quotes/${quote.quoteId}/history`,
        headers: await ctx.as('admin'),
      })
    ).json().data.results;
    const entry = history.find((e: { action: string }) => e.action === 'update_note');
    expect(entry).toMatchObject({
      label: 'Note corrected',
      actor: expect.stringContaining('Test normal'),
      changes: [{ field: 'note', from: 'Slab pour on Tuesday', to: 'Slab pour on Friday' }],
    });
  });
});
