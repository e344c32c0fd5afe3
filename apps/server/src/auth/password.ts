import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// scrypt is memory-hard: N=2^15, r=8 needs 32 MiB per hash, which slows GPU guessing.
/** log2 of scrypt's N in production (PASSWORD_HASH_COST, src/config.ts); only tests set it lower. */
export const PRODUCTION_PASSWORD_HASH_COST = 15;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, options: ScryptOptions & { N: number; r: number }): Promise<Buffer> {
  // Node refuses more than 128 * N * r bytes plus a little: twice that covers any stored cost.
  const maxmem = 2 * 128 * options.N * options.r;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/**
 * `scrypt$N$r$p$salt$hash` (base64url), so parameters can be raised later without breaking old hashes.
 * `cost` is log2 of N: the app's `config.passwordHashCost`.
 */
export async function hashPassword(password: string, cost: number): Promise<string> {
  const params = { N: 2 ** cost, r: BLOCK_SIZE, p: PARALLELISM };
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash of a random password at `cost`, checked against when the username is unknown so timing does not tell. */
export function dummyPasswordHash(cost: number): Promise<string> {
  return hashPassword(randomBytes(16).toString('hex'), cost);
}
