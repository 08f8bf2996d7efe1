import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/** Folder where run-e2e.mjs's loopback SMTP server writes each delivered message. */
const MAIL_DIR = process.env.E2E_MAIL_DIR ?? '';

/** A delivered message: its envelope recipient, subject and decoded text and HTML parts. */
export interface DeliveredMail {
  to: string;
  subject: string;
  body: string;
}

function decodePart(headers: string, content: string): string {
  if (/content-transfer-encoding:\s*base64/i.test(headers)) {
    return Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) {
    const bytes = content
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return content;
}

/** Decodes every leaf part of a MIME message (enough for nodemailer's text + HTML alternatives). */
function decodeMessage(raw: string): string {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(head)?.[1];
  if (!boundary) return decodePart(head, body);
  return body
    .split(`--${boundary}`)
    .map((part) => decodeMessage(part.replace(/^\r?\n/, '')))
    .join('\n');
}

function decodeSubject(raw: string): string {
  const line = /^Subject:(.*(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1] ?? '';
  return line
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_match, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodePart('content-transfer-encoding: quoted-printable', text.replace(/_/g, ' ')),
    )
    .trim();
}

async function readMailbox(): Promise<DeliveredMail[]> {
  const files = (await readdir(MAIL_DIR)).filter((file) => file.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (file) => {
      const raw = await readFile(join(MAIL_DIR, file), 'utf8');
      return {
        to: /^X-Envelope-To: (.*)$/m.exec(raw)?.[1]?.trim() ?? '',
        subject: decodeSubject(raw),
        body: decodeMessage(raw),
      };
    }),
  );
}

/** Waits until a message to `to` whose subject or body matches `pattern` has been delivered. */
export async function waitForMail(to: string, pattern: RegExp): Promise<DeliveredMail> {
  let found: DeliveredMail | undefined;
  await expect
    .poll(
      async () => {
        const mail = await readMailbox();
        found = mail
          .reverse()
          .find(
            (message) =>
              message.to.toLowerCase() === to.toLowerCase() &&
              (pattern.test(message.subject) || pattern.test(message.body)),
          );
        return found !== undefined;
      },
      { timeout: 30_000, message: `an e-mail to ${to} matching ${pattern}` },
    )
    .toBe(true);
  if (!found) throw new Error(`no e-mail to ${to}`);
  return found;
}

/** The first absolute link in the message whose path starts with `pathPrefix`. */
export function linkIn(mail: DeliveredMail, pathPrefix: string): string {
  const escaped = pathPrefix.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const match = new RegExp(`https?://[^\\s"'<>]*${escaped}[^\\s"'<>]*`).exec(mail.body);
  if (!match) throw new Error(`no ${pathPrefix} link in the e-mail "${mail.subject}"`);
  return match[0];
}
