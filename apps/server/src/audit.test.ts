// @vitest-environment node
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachEngine } from '../test/engines';
import { useTestApp } from '../test/app';
import { auditLog } from './db/schema';

describeEachEngine('audit log', (engine) => {
  const ctx = useTestApp(engine);
  const entries = (entityId: number) =>
    ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entity_id, String(entityId))))
      .orderBy(auditLog.id);

  it('records who changed what, with before and after, and never a password', async () => {
    const headers = await ctx.as('super_admin');
    const created = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/users',
        headers,
        payload: {
          name: 'Audit Me',
          email: 'audit@broker.test',
          user_type: 'normal',
          password: 'Str0ng!Pass',
          status: true,
        },
      })
    ).json().data;
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${created.id}`,
      headers,
      payload: {
        name: 'Audited',
        email: 'audit@broker.test',
        user_type: 'admin',
        status: true,
        password: 'N3w!Passw0rd',
      },
    });

    const rows = await entries(created.id);
    expect(rows.map((r) => r.action)).toEqual(['create', 'update']);
    expect(rows[1]).toMatchObject({
      user_id: ctx.userId('super_admin'),
      actor: 'Test super_admin <super-admin@staff.test>',
      before: expect.objectContaining({ name: 'Audit Me', user_type: 'normal' }),
      after: expect.objectContaining({ name: 'Audited', user_type: 'admin', password_changed: true }),
    });
    expect(rows[1]!.created_at).toBeInstanceOf(Date);
    expect(JSON.stringify(rows)).not.toMatch(/Str0ng|N3w!|scrypt/);
  });

  it('writes nothing when the change is refused (same transaction)', async () => {
    const headers = await ctx.as('super_admin');
    const other = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/users',
        headers,
        payload: {
          name: 'Other',
          email: 'other@broker.test',
          user_type: 'normal',
          password: 'Str0ng!Pass',
          status: true,
        },
      })
    ).json().data;
    const before = await entries(other.id);
    const refused = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${other.id}`,
      headers,
      payload: { name: 'Other', email: 'audit@broker.test', user_type: 'normal', status: true },
    });
    expect(refused.statusCode).toBe(409);
    expect(await entries(other.id)).toEqual(before);
  });
});
