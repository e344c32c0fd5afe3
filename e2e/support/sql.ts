import { inject } from 'vitest';

/** Rows of one read-only statement on the e2e server's database. */
export async function sqlRows<T = Record<string, unknown>>(statement: string): Promise<T[]> {
  const response = await fetch(inject('e2eSqlUrl'), { method: 'POST', body: statement });
  const text = await response.text();
  if (!response.ok) throw new Error(`SQL failed: ${text}\n${statement}`);
  return JSON.parse(text) as T[];
}
