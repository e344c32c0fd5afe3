import { and, count, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { userSortKeys } from '@buildcover/domain/api';
import type { Database } from '../db/database';
import { users, type UserType } from '../db/schema';
import { iso, type Pagination } from '../http/schemas';
import { containsPattern } from './containsPattern';
import { listOrder } from './listOrder';

export type UserRow = typeof users.$inferSelect;

/** A user as the API shows it: never the password hash. */
export interface PublicUser {
  id: number;
  name: string;
  email: string;
  user_type: UserType;
  status: boolean;
  last_login: string | null;
  created_at: string | null;
}

export const toPublicUser = (row: UserRow): PublicUser => ({
  id: row.id,
  name: row.name,
  email: row.email,
  user_type: row.user_type,
  status: row.status,
  last_login: iso(row.last_login),
  created_at: iso(row.created_at),
});

export interface UserWrite {
  name: string;
  email: string;
  user_type: UserType;
  status: boolean;
  password_hash?: string;
}

const live = isNull(users.deleted_at);

/** The users table's columns, by the contract's sort keys (names sort without regard to case). */
const userSortColumns = {
  name: sql`lower(${users.name})`,
  last_login: users.last_login,
  user_type: users.user_type,
  email: sql`lower(${users.email})`,
  status: users.status,
  created_at: users.created_at,
} satisfies Record<(typeof userSortKeys)[number], unknown>;

export interface UserListQuery extends Pagination {
  sort?: keyof typeof userSortColumns;
  order?: 'asc' | 'desc';
}

export function userRepository(db: Database) {
  return {
    async findById(id: number): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.id, id), live));
      return row;
    },

    /** Login accepts the e-mail (any case) or, when it is unique, the user's name. */
    async findForLogin(username: string): Promise<UserRow | undefined> {
      const needle = username.trim().toLowerCase();
      const rows = await db
        .select()
        .from(users)
        .where(and(live, or(eq(sql`lower(${users.email})`, needle), eq(sql`lower(${users.name})`, needle))))
        .limit(3);
      const byEmail = rows.find((r) => r.email.toLowerCase() === needle);
      if (byEmail) return byEmail;
      return rows.length === 1 ? rows[0] : undefined;
    },

    async emailTaken(email: string, exceptId?: number): Promise<boolean> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(live, eq(sql`lower(${users.email})`, email.trim().toLowerCase())));
      return rows.some((r) => r.id !== exceptId);
    },

    async list(page: UserListQuery, q?: string): Promise<{ results: UserRow[]; count: number }> {
      const where = q
        ? and(live, or(ilike(users.name, containsPattern(q)), ilike(users.email, containsPattern(q))))
        : live;
      const [results, [total]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(...listOrder(userSortColumns[page.sort ?? 'created_at'], users.id, page.order ?? 'desc'))
          .offset(page.start)
          .limit(page.limit),
        db.select({ value: count() }).from(users).where(where),
      ]);
      return { results, count: total?.value ?? 0 };
    },

    async count(): Promise<number> {
      const [row] = await db.select({ value: count() }).from(users).where(live);
      return row?.value ?? 0;
    },

    async activeSuperAdminIds(): Promise<number[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(live, eq(users.user_type, 'super_admin'), eq(users.status, true)))
        // Locked, so two concurrent demotions cannot both see "another super admin remains".
        .for('update');
      return rows.map((r) => r.id);
    },

    async create(values: UserWrite & { password_hash: string }): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning();
      return row!;
    },

    async update(id: number, values: Partial<UserWrite>): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...values, updated_at: new Date() })
        .where(and(eq(users.id, id), live))
        .returning();
      return row;
    },

    async softDelete(id: number): Promise<void> {
      await db
        .update(users)
        .set({ deleted_at: new Date(), status: false, updated_at: new Date() })
        .where(eq(users.id, id));
    },

    async touchLastLogin(id: number): Promise<void> {
      await db.update(users).set({ last_login: new Date() }).where(eq(users.id, id));
    },
  };
}
export type UserRepository = ReturnType<typeof userRepository>;
