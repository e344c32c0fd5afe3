// Filled by the server work: starts a private PostgreSQL on loopback for the database tests.
export default async function setup(): Promise<void> {}
