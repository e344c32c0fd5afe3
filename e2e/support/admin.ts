/** The first super_admin the e2e server creates at start (ADMIN_USERNAME / ADMIN_PASSWORD). */
export const e2eAdmin = { username: 'e2e-owner@buildcover.test', password: 'E2e#Owner-Passw0rd' } as const;
