// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('hashes at scrypt N=2^15, r=8, p=1 unless PASSWORD_HASH_COST says otherwise', async () => {
    const { passwordHashCost } = loadConfig({ JWT_SECRET: 'x'.repeat(32) });
    const stored = await hashPassword('Owner#Passw0rd', passwordHashCost);
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(await verifyPassword('Owner#Passw0rd', stored)).toBe(true);
    expect(await verifyPassword('owner#Passw0rd', stored)).toBe(false);
  });

  it('verifies a hash by the cost stored in it, whatever the cost is now', async () => {
    const stored = await hashPassword('Owner#Passw0rd', 10);
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('Owner#Passw0rd', stored)).toBe(true);
    expect(await verifyPassword('Owner#Passw0rd', stored.replace('$1024$', '$2048$'))).toBe(false);
  });

  it('takes PASSWORD_HASH_COST from 10 to 17 only', () => {
    const load = (cost: string) => () => loadConfig({ JWT_SECRET: 'x'.repeat(32), PASSWORD_HASH_COST: cost });
    expect(load('10')().passwordHashCost).toBe(10);
    expect(load('9')).toThrow(/PASSWORD_HASH_COST/);
    expect(load('18')).toThrow(/PASSWORD_HASH_COST/);
    expect(load('fast')).toThrow(/PASSWORD_HASH_COST/);
  });
});
