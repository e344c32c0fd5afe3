/** Serves a directory from disk on a free loopback port (see static-server.mjs). */
export function serveDirectory(root: string): Promise<{ url: string; close: () => Promise<void> }>;
