import { SMTPServer } from 'smtp-server';
import { freePort } from './free-port';

/** One message as the loopback SMTP server received it, with the parts a test reads decoded. */
export interface ReceivedMail {
  /** Envelope sender (MAIL FROM). */
  from: string;
  /** Envelope recipients (RCPT TO). */
  to: string[];
  /** The Subject header, RFC 2047 encoded words decoded. */
  subject: string;
  /** The text/plain part, transfer encoding undone (UTF-8). */
  text: string;
  /** The text/html part, transfer encoding undone (UTF-8); empty when absent. */
  html: string;
  /** Top-level headers, names lower-cased, encoded words decoded. */
  headers: Map<string, string>;
  raw: string;
}

export interface SmtpTestServer {
  /** `smtp://127.0.0.1:PORT`, for `SMTP_URL`. */
  url: string;
  port: number;
  /** Every message accepted so far, in arrival order. */
  messages: ReceivedMail[];
  /** The first message (already received or arriving within `timeoutMs`) that matches. */
  waitFor(predicate: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /** While on, every message is refused with `451` after DATA (a temporary failure), and none is kept. */
  setRejecting(rejecting: boolean): void;
  close(): Promise<void>;
}

/**
 * A real SMTP server on loopback for tests (no TLS, any or no credentials accepted). Pass `port` to
 * start one again on the port of a closed one, as a mail server coming back.
 */
export async function startSmtpTestServer(
  options: { port?: number } = {},
): Promise<SmtpTestServer> {
  const port = options.port ?? (await freePort());
  const messages: ReceivedMail[] = [];
  const waiters = new Set<(mail: ReceivedMail) => void>();
  let rejecting = false;

  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? 'test' }),
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (rejecting) {
          callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          return;
        }
        const envelope = session.envelope;
        const mail = parseMail(
          Buffer.concat(chunks).toString('utf8'),
          envelope.mailFrom ? envelope.mailFrom.address : '',
          envelope.rcptTo.map((address) => address.address),
        );
        messages.push(mail);
        for (const waiter of waiters) waiter(mail);
        callback();
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    setRejecting: (value) => {
      rejecting = value;
    },
    waitFor: (predicate, timeoutMs = 5_000) => {
      const found = messages.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = (mail: ReceivedMail) => {
          if (!predicate(mail)) return;
          clearTimeout(timer);
          waiters.delete(waiter);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(
            new Error(`no matching e-mail within ${timeoutMs} ms (${messages.length} received)`),
          );
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The first link in the message's plain text whose path starts with `pathPrefix`, e.g.
 * `extractLink(mail, '/password-reset/')`; throws when there is none.
 */
export function extractLink(mail: ReceivedMail, pathPrefix: string): string {
  for (const match of mail.text.matchAll(/https?:\/\/[^\s<>"]+/g)) {
    if (new URL(match[0]).pathname.startsWith(pathPrefix)) return match[0];
  }
  throw new Error(`no link to ${pathPrefix} in the e-mail "${mail.subject}"`);
}

interface MimePart {
  headers: Map<string, string>;
  body: string;
}

function parseMail(raw: string, from: string, to: string[]): ReceivedMail {
  const root = splitPart(raw);
  const leaves = collectLeaves(root);
  const leaf = (type: string) => leaves.find((part) => contentType(part).startsWith(type));
  const textPart = leaf('text/plain');
  const htmlPart = leaf('text/html');
  return {
    from,
    to,
    subject: root.headers.get('subject') ?? '',
    text: textPart ? decodeBody(textPart) : '',
    html: htmlPart ? decodeBody(htmlPart) : '',
    headers: root.headers,
    raw,
  };
}

function splitPart(raw: string): MimePart {
  const boundary = raw.search(/\r?\n\r?\n/);
  const head = boundary === -1 ? raw : raw.slice(0, boundary);
  const body = boundary === -1 ? '' : raw.slice(boundary).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, decodeEncodedWords(line.slice(colon + 1).trim()));
  }
  return { headers, body };
}

function contentType(part: MimePart): string {
  return (part.headers.get('content-type') ?? 'text/plain').toLowerCase();
}

function collectLeaves(part: MimePart): MimePart[] {
  const type = part.headers.get('content-type') ?? '';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) return [part];
  const sections = part.body.split(`--${boundary}`).slice(1);
  return sections
    .filter((section) => !section.startsWith('--'))
    .flatMap((section) => collectLeaves(splitPart(section.replace(/^\r?\n/, ''))));
}

/** The part's content with its transfer encoding undone and line ends as `\n`, as it was written. */
function decodeBody(part: MimePart): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const body = part.body.replace(/\r?\n$/, '');
  const decoded =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : body;
  return decoded.replace(/\r\n/g, '\n');
}

function decodeQuotedPrintable(body: string): string {
  return quotedPrintableBytes(body.replace(/=\r?\n/g, '')).toString('utf8');
}

function quotedPrintableBytes(joined: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

/**
 * RFC 2047: `=?UTF-8?B?…?=` and `=?UTF-8?Q?…?=`. Adjacent encoded words are joined as bytes before
 * decoding (a long subject is split into several, and a split may fall inside a character).
 */
function decodeEncodedWords(value: string): string {
  const word = /=\?[^?]+\?([BbQq])\?([^?]*)\?=/g;
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/(?:=\?[^?]+\?[BbQq]\?[^?]*\?=)+/g, (run) =>
      Buffer.concat(
        [...run.matchAll(word)].map(([, kind = 'B', data = '']) =>
          kind.toUpperCase() === 'B'
            ? Buffer.from(data, 'base64')
            : quotedPrintableBytes(data.replace(/_/g, ' ')),
        ),
      ).toString('utf8'),
    );
}
