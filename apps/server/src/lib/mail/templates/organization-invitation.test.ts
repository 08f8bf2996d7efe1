import { describe, expect, it } from 'vitest';
import { renderEmail } from '../render-email';

const message = {
  template: 'organization-invitation',
  params: {
    inviterName: 'Layla Haddad',
    organizationName: 'Levant Exchange',
    role: 'member',
    acceptUrl: 'https://screening.example.test/invitations/abc',
    expiresOn: '2026-06-08',
  },
} as const;

describe('organization-invitation e-mail', () => {
  it('names the inviter, organisation, role and expiry, with the link, in English', () => {
    const email = renderEmail(message, 'en');
    expect(email.subject).toBe(
      'Layla Haddad invited you to join Levant Exchange on SanctionScreen',
    );
    expect(email.text).toContain('as a member');
    expect(email.text).toContain('Role: Member');
    expect(email.text).toContain('Link expires: 8 June 2026');
    expect(email.text).toContain(
      'Accept invitation:\nhttps://screening.example.test/invitations/abc',
    );
    expect(email.text).toContain('expires after 7 days');
  });

  it('is written right to left in Arabic with the role translated', () => {
    const email = renderEmail({ ...message, params: { ...message.params, role: 'admin' } }, 'ar');
    expect(email.html).toContain('<html lang="ar" dir="rtl">');
    expect(email.text).toContain('الدور: مسؤول');
    expect(email.text).toContain('8 يونيو 2026');
    expect(email.text).toContain('https://screening.example.test/invitations/abc');
  });
});
