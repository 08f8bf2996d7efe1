import { afterAll, beforeAll } from 'vitest';
import { startOutboxWorker } from '../src/lib/mail/outbox-worker';
import type { OutboxWorker } from '../src/lib/mail/outbox-worker';
import { startSmtpTestServer } from './smtp-test-server';
import type { SmtpTestServer } from './smtp-test-server';
import type { TestApp } from './build-app';

export interface MailDelivery {
  /** The loopback SMTP server the app's mail arrives at: `waitFor`, `messages`, `setRejecting`. */
  smtp: SmtpTestServer;
  /** The outbox worker on the app's database and clock; `drain()` after moving the clock. */
  worker: OutboxWorker;
}

/**
 * Real mail delivery for the calling describe block: a loopback SMTP server and an outbox worker that
 * delivers what the app queues (the app itself starts no worker in tests). Call after `useTestApp`, so the
 * worker starts once the app is built and stops before the app closes its database. Read the fields
 * inside tests.
 */
export function useMailDelivery(testApp: TestApp): MailDelivery {
  let smtp: SmtpTestServer | undefined;
  let worker: OutboxWorker | undefined;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    worker = startOutboxWorker({
      db: testApp.db,
      clock: testApp.app.clock,
      logger: testApp.app.log,
      smtpUrl: smtp.url,
      mailFrom: testApp.env.MAIL_FROM,
    });
  });
  afterAll(async () => {
    await worker?.stop();
    await smtp?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined)
      throw new Error('useMailDelivery: started in beforeAll; read it inside a test');
    return value;
  };
  return {
    get smtp() {
      return started(smtp);
    },
    get worker() {
      return started(worker);
    },
  };
}
