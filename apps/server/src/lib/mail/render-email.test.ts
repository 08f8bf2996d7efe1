import { describe, expect, it } from 'vitest';
import type { EmailLanguage, EmailMessage, EmailTemplate } from './email-messages';
import { renderEmail } from './render-email';

const TRICKY = `Ann <b>"O'Neil"</b> & Co`;
const TRICKY_HTML = 'Ann &lt;b&gt;&quot;O&#39;Neil&quot;&lt;/b&gt; &amp; Co';
const LINK = 'https://screening.example.com/password-reset/abc123?x=1&y=2';
const LINK_HTML = 'https://screening.example.com/password-reset/abc123?x=1&amp;y=2';

const APPROVED = {
  firstName: 'Omar',
  organizationName: TRICKY,
  planName: 'Professional',
  trialEndDate: '2026-12-09',
  amountDueCents: 118_800,
  billingCycle: 'yearly',
  signInUrl: LINK,
} as const;

const BILLING = { firstName: 'Omar', organizationName: TRICKY, billingUrl: LINK } as const;

/** One message per template; every text parameter carries markup and quotes to prove the escaping. */
const MESSAGES: Record<EmailTemplate, EmailMessage> = {
  'password-reset': { template: 'password-reset', params: { firstName: TRICKY, resetUrl: LINK } },
  'password-changed': {
    template: 'password-changed',
    params: { firstName: TRICKY, signInUrl: LINK },
  },
  'email-verification': {
    template: 'email-verification',
    params: { firstName: TRICKY, verifyUrl: LINK },
  },
  'account-exists': {
    template: 'account-exists',
    params: { firstName: TRICKY, signInUrl: LINK, resetUrl: LINK },
  },
  'organization-application-received': {
    template: 'organization-application-received',
    params: {
      organizationName: TRICKY,
      ownerName: 'Omar <Haddad>',
      ownerEmail: 'owner@acme.example',
      planName: 'Professional',
      billingCycle: 'yearly',
      reviewUrl: LINK,
    },
  },
  'organization-application-submitted': {
    template: 'organization-application-submitted',
    params: { firstName: 'Omar', organizationName: TRICKY },
  },
  'organization-approved': { template: 'organization-approved', params: APPROVED },
  'organization-rejected': {
    template: 'organization-rejected',
    params: { firstName: 'Omar', organizationName: 'Acme', reason: TRICKY },
  },
  'organization-invitation': {
    template: 'organization-invitation',
    params: {
      inviterName: TRICKY,
      organizationName: TRICKY,
      role: 'admin',
      acceptUrl: LINK,
      expiresOn: '2026-12-09',
    },
  },
  'billing-invoice-issued': {
    template: 'billing-invoice-issued',
    params: {
      ...BILLING,
      invoiceNumber: 'INV-2026-000001',
      totalCents: 118_800,
      dueDate: '2026-12-09',
    },
  },
  'billing-payment-verified': {
    template: 'billing-payment-verified',
    params: {
      ...BILLING,
      invoiceNumber: 'INV-2026-000001',
      amountCents: 118_800,
      receiptNumber: 'RC-<7>',
      periodEnd: '2026-12-09',
    },
  },
  'billing-payment-rejected': {
    template: 'billing-payment-rejected',
    params: {
      ...BILLING,
      invoiceNumber: null,
      amountCents: 9_950,
      receiptNumber: 'RC-8',
      reason: TRICKY,
    },
  },
  'billing-invoice-overdue': {
    template: 'billing-invoice-overdue',
    params: {
      ...BILLING,
      invoiceNumber: 'INV-2026-000002',
      totalCents: 29_900,
      dueDate: '2026-12-09',
      suspensionDate: '2026-12-09',
    },
  },
  'billing-trial-ending': {
    template: 'billing-trial-ending',
    params: { ...BILLING, trialEnd: '2026-12-09' },
  },
  'billing-subscription-suspended': {
    template: 'billing-subscription-suspended',
    params: { ...BILLING, invoiceNumber: 'INV-2026-000002' },
  },
  'contact-message': {
    template: 'contact-message',
    params: {
      name: 'Omar',
      email: 'omar@acme.example',
      organization: 'Acme',
      message: `${TRICKY}\nSecond line`,
    },
  },
  'list-import-failed': {
    template: 'list-import-failed',
    params: {
      listSource: TRICKY,
      reason: `un/consolidated.xml: ${TRICKY}`,
      failedAt: new Date('2026-11-25T08:00:00.000Z'),
      settingsUrl: LINK,
    },
  },
  'monitoring-alerts': {
    template: 'monitoring-alerts',
    params: {
      firstName: TRICKY,
      count: 2,
      digest: true,
      alerts: [{ subject: TRICKY, entry: 'Ali Hassan', list: 'OFAC', confidence: 91 }],
      casesUrl: LINK,
    },
  },
};

const ARABIC = /[\u0600-\u06ff]/;

describe('renderEmail', () => {
  for (const message of Object.values(MESSAGES)) {
    for (const language of ['en', 'ar'] as const satisfies EmailLanguage[]) {
      it(`${message.template} in ${language}: subject, text and escaped HTML carry the parameters`, () => {
        const email = renderEmail(message, language);
        expect(email.subject.length).toBeGreaterThan(5);
        expect(email.subject).not.toMatch(/\n/);
        expect(email.text).toContain('SanctionScreen');
        expect(email.html).toContain('SanctionScreen');
        for (const value of Object.values(message.params)) {
          if (
            typeof value !== 'string' ||
            value === 'yearly' ||
            value === 'admin' ||
            value === '2026-12-09'
          )
            continue;
          expect(email.text).toContain(value);
          if (value === TRICKY) expect(email.html).toContain(TRICKY_HTML);
          if (value === LINK) expect(email.html).toContain(`href="${LINK_HTML}"`);
        }
        expect(email.html).not.toContain('<b>');
        expect(email.html).not.toContain('<Haddad>');
        if (language === 'ar') {
          expect(email.html).toContain('<html lang="ar" dir="rtl">');
          expect(email.subject + email.text).toMatch(ARABIC);
        } else {
          expect(email.html).toContain('<html lang="en" dir="ltr">');
          expect(email.text).not.toMatch(ARABIC);
        }
      });
    }
  }

  it('password reset: the link lasts 1 hour; ignore it if not requested', () => {
    expect(renderEmail(MESSAGES['password-reset'], 'en').text).toMatch(
      /expires in 1 hour[\s\S]*If you did not request a password reset, ignore this e-mail/,
    );
    expect(renderEmail(MESSAGES['password-reset'], 'ar').text).toMatch(
      /خلال ساعة واحدة[\s\S]*إذا لم تطلب إعادة تعيين كلمة المرور، فتجاهل هذه الرسالة/,
    );
  });

  it('verification: the link lasts 24 hours', () => {
    expect(renderEmail(MESSAGES['email-verification'], 'en').text).toContain(
      'This link expires in 24 hours',
    );
    expect(renderEmail(MESSAGES['email-verification'], 'ar').text).toContain('خلال 24 ساعة');
  });

  it('approval: 14-day trial, amount due in dollars, cash at the office, invoice to follow', () => {
    const en = renderEmail(MESSAGES['organization-approved'], 'en');
    expect(en.subject).toContain('14-day trial');
    expect(en.text).toContain('Trial ends: 9 December 2026');
    expect(en.text).toContain('Amount due: $1,188.00');
    expect(en.text).toContain(
      'please pay $1,188.00 for the first year in cash at our office before the trial ends',
    );
    expect(en.text).toContain('an invoice will follow');
    const ar = renderEmail(MESSAGES['organization-approved'], 'ar');
    expect(ar.text).toContain('لمدة 14 يومًا');
    expect(ar.text).toContain('9 ديسمبر 2026');
    expect(ar.text).toContain('دفع 1,188.00 دولار أمريكي عن السنة الأولى نقدًا في مكتبنا');
    expect(ar.text).toContain('وستصلك فاتورة');
  });

  it('approval of a custom-priced plan names no amount', () => {
    const custom: EmailMessage = {
      template: 'organization-approved',
      params: { ...APPROVED, amountDueCents: 0 },
    };
    const en = renderEmail(custom, 'en');
    expect(en.text).not.toContain('$0.00');
    expect(en.text).toContain('Amount due: To be agreed with our team');
    expect(en.text).toContain('Payment is made in cash at our office');
  });

  it('list import failure: the list, the time in UTC, the reason, and that the previous version stays', () => {
    const en = renderEmail(MESSAGES['list-import-failed'], 'en');
    expect(en.text).toContain('Failed at: 25 November 2026 at 08:00 UTC');
    expect(en.text).toContain('Screening keeps using the previous version');
    const ar = renderEmail(MESSAGES['list-import-failed'], 'ar');
    expect(ar.text).toContain('25 نوفمبر 2026');
    expect(ar.text).toContain('يستمر الفحص باستخدام الإصدار السابق');
  });

  it('rejection names the reason, line breaks kept in the HTML', () => {
    const message: EmailMessage = {
      template: 'organization-rejected',
      params: { firstName: 'Omar', organizationName: 'Acme', reason: 'Incomplete\ndocuments' },
    };
    expect(renderEmail(message, 'en').text).toContain('Reason: Incomplete\ndocuments');
    expect(renderEmail(message, 'en').html).toContain('Incomplete<br>documents');
    expect(renderEmail(message, 'ar').text).toContain('السبب: Incomplete\ndocuments');
  });

  it('a line break in a parameter never reaches the subject', () => {
    const message: EmailMessage = {
      template: 'contact-message',
      params: {
        name: 'Eve\r\nBcc: victim@example.com',
        email: 'e@x.example',
        organization: '',
        message: 'hi',
      },
    };
    expect(renderEmail(message, 'en').subject).toBe(
      'Contact form: message from Eve Bcc: victim@example.com',
    );
  });
});
