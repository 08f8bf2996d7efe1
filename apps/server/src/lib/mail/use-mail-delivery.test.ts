import { describe, expect, it } from 'vitest';
import { createTestClock } from '../../../test/build-app';
import { extractLink } from '../../../test/smtp-test-server';
import { useMailDelivery } from '../../../test/use-mail-delivery';
import { useTestApp } from '../../../test/use-test-app';
import { enqueueEmail } from './enqueue-email';

// How feature tests read the mail a route queued: the app on a clock in the past, its mail delivered.
describe('useMailDelivery', () => {
  const testApp = useTestApp({ clock: createTestClock() });
  const mail = useMailDelivery(testApp);

  it('delivers what the app queues to the loopback server', async () => {
    await testApp.db.transaction(async (tx) => {
      await enqueueEmail(tx, {
        to: 'owner@acme.example',
        language: 'en',
        template: 'email-verification',
        params: { firstName: 'Omar', verifyUrl: `${testApp.env.PUBLIC_URL}/verify-email/tok` },
      });
    });
    const message = await mail.smtp.waitFor((m) => m.to.includes('owner@acme.example'));
    expect(message.subject).toBe('Verify your e-mail address');
    expect(new URL(extractLink(message, '/verify-email/')).pathname).toBe('/verify-email/tok');
  });
});
