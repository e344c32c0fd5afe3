/**
 * Every server a test starts hashes passwords at this scrypt cost instead of production's 15
 * (src/config.ts): at 15 each hash costs about 100 ms of CPU, and each test app hashes its admin,
 * an unknown-user dummy and every staff login. src/auth/password.test.ts checks the production cost.
 */
export const fastPasswordHashing = { PASSWORD_HASH_COST: '10' } as const;
