/** Serves a directory from disk on a loopback port, free unless `port` is given (see static-server.mjs). */
export function serveDirectory(
  root: string,
  options?: { port?: number },
): Promise<{ url: string; close: () => Promise<void> }>;
