import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { DbOrTx } from '../src/db/client';
import { emailOutbox } from '../src/db/schema/users';

let nextHost = 1;

/** A fresh client address per call unless one is given, so the per-IP limit only bites where a test wants it. */
export function freshIp(): string {
  nextHost += 1;
  return `10.20.${Math.floor(nextHost / 250)}.${(nextHost % 250) + 1}`;
}

/** POST a JSON body to an anonymous route from `ip`. */
export function postAnonymous(
  app: FastifyInstance,
  url: string,
  payload: Record<string, unknown>,
  ip: string = freshIp(),
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: ip,
    headers: { 'user-agent': 'reset-test' },
  });
}

/** The messages queued for `to` with `template`, newest first. */
export function queuedEmails(db: DbOrTx, to: string, template: string) {
  return db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, to), eq(emailOutbox.template, template)))
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id));
}

/** The token at the end of the first `{PUBLIC_URL}/<path>/<token>` link in a message's text. */
export function tokenFromLink(text: string, path: string): string {
  const match = new RegExp(`/${path}/([A-Za-z0-9_-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no /${path}/ link in:\n${text}`);
  return match[1];
}
