import { SMTPServer } from 'smtp-server';
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

export interface ReceivedPart {
  contentType: string;
  filename: string | null;
  body: string;
}

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  html: string;
  text: string;
  attachments: ReceivedPart[];
  raw: string;
}

export interface TestSmtpServer {
  url: string;
  received: ReceivedMail[];
  /** Resolves with the first mail (in arrival order) matching `match`, waiting up to `ms`. */
  waitFor(match: (mail: ReceivedMail) => boolean, ms?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 and a random port; every mail it receives is parsed and kept. */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          ...parseMail(raw),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async waitFor(match, ms = 10_000) {
      const deadline = Date.now() + ms;
      for (;;) {
        const found = received.find(match);
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(`no matching mail within ${ms} ms (received: ${received.map((m) => m.subject).join(', ')})`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A real SMTP server for the enclosing describe block: started first, its URL set as `env.SMTP_URL`
 * for the app useTestApp builds next (call this before useTestApp), closed after.
 */
export function useSmtpServer(env: Record<string, string>): { readonly server: TestSmtpServer } {
  let server: TestSmtpServer | undefined;
  beforeAll(async () => {
    server = await startSmtpServer();
    env.SMTP_URL = server.url;
  });
  afterAll(async () => {
    await server?.close();
  });
  return {
    get server() {
      if (!server) throw new Error('the SMTP server starts in beforeAll');
      return server;
    },
  };
}

/** An SMTP_URL nothing listens on: a loopback port that was free a moment ago. */
export async function unreachableSmtpUrl(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `smtp://127.0.0.1:${port}`;
}

interface Entity {
  headers: Map<string, string>;
  body: string;
}

function splitEntity(raw: string): Entity {
  const normalised = raw.replace(/\r\n/g, '\n');
  const end = normalised.indexOf('\n\n');
  const head = end === -1 ? normalised : normalised.slice(0, end);
  const body = end === -1 ? '' : normalised.slice(end + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

const param = (header: string, name: string): string | null => {
  const match = new RegExp(`${name}\\*?="?([^";]+)"?`, 'i').exec(header);
  return match?.[1] ?? null;
};

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '7bit').toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return Buffer.from(
        body
          .replace(/=\n/g, '')
          .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8');
    default:
      return body;
  }
}

function decodeWords(text: string): string {
  return text
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_, kind: string, value: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(value, 'base64').toString('utf8')
        : decodeBody(value.replace(/_/g, ' '), 'quoted-printable'),
    )
    .replace(/\?=\s+=\?/g, '');
}

function walk(entity: Entity, out: { html: string; text: string; attachments: ReceivedPart[] }): void {
  const type = entity.headers.get('content-type') ?? 'text/plain';
  if (/^multipart\//i.test(type)) {
    const boundary = param(type, 'boundary');
    if (!boundary) return;
    const parts = entity.body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (part.startsWith('--')) break;
      walk(splitEntity(part.replace(/^\n/, '')), out);
    }
    return;
  }
  const body = decodeBody(entity.body, entity.headers.get('content-transfer-encoding'));
  const disposition = entity.headers.get('content-disposition') ?? '';
  const filename = param(disposition, 'filename') ?? param(type, 'name');
  if (/attachment/i.test(disposition) || filename) out.attachments.push({ contentType: type, filename, body });
  else if (/^text\/html/i.test(type)) out.html += body;
  else if (/^text\/plain/i.test(type)) out.text += body;
}

/** A small MIME reader for the tests: subject, text, HTML and attachments (base64 / quoted-printable). */
export function parseMail(raw: string): Omit<ReceivedMail, 'from' | 'to' | 'raw'> {
  const root = splitEntity(raw);
  const out = { html: '', text: '', attachments: [] as ReceivedPart[] };
  walk(root, out);
  return { subject: decodeWords(root.headers.get('subject') ?? ''), ...out };
}
