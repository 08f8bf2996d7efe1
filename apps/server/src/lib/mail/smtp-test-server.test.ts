import { createTransport } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractLink, startSmtpTestServer } from '../../../test/smtp-test-server';
import type { SmtpTestServer } from '../../../test/smtp-test-server';

// The loopback server other tests read mail from: it must decode what nodemailer may send.
describe('loopback SMTP test server', () => {
  let smtp: SmtpTestServer;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
  });
  afterAll(async () => {
    await smtp.close();
  });

  const subject = 'تمت الموافقة على منظمتك: بدأت الفترة التجريبية لمدة 14 يومًا — Acme Trading';
  const text = `مرحبًا أميرة،\nيُرجى تأكيد بريدك: http://screening.test/verify-email/abc?x=1\n${'نص طويل '.repeat(40)}`;

  it.each(['quoted-printable', 'base64'] as const)(
    'decodes UTF-8 Arabic subject, text and HTML sent as %s',
    async (textEncoding) => {
      const transport = createTransport({ url: smtp.url });
      const to = `${textEncoding}@example.test`;
      await transport.sendMail({
        from: 'SanctionScreen <no-reply@screening.test>',
        to,
        subject,
        text,
        html: `<p dir="rtl">${text}</p>`,
        textEncoding,
      });
      transport.close();
      const mail = await smtp.waitFor((m) => m.to.includes(to));
      expect(mail.raw).toMatch(new RegExp(`Content-Transfer-Encoding: ${textEncoding}`, 'i'));
      expect(mail.subject).toBe(subject);
      expect(mail.text).toBe(text);
      expect(mail.html).toBe(`<p dir="rtl">${text}</p>`);
      expect(extractLink(mail, '/verify-email/')).toBe(
        'http://screening.test/verify-email/abc?x=1',
      );
      expect(() => extractLink(mail, '/password-reset/')).toThrow(/no link/);
    },
  );

  it('refuses messages with 451 while rejecting, and keeps none', async () => {
    smtp.setRejecting(true);
    const transport = createTransport({ url: smtp.url });
    await expect(
      transport.sendMail({ from: 'a@screening.test', to: 'refused@example.test', text: 'x' }),
    ).rejects.toThrow(/451/);
    transport.close();
    smtp.setRejecting(false);
    expect(smtp.messages.some((m) => m.to.includes('refused@example.test'))).toBe(false);
  });
});
