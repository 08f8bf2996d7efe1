import type { Notification } from '@sanctions/contracts';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '@/lib/i18n';
import type { Language } from '@/lib/language';
import { useNotificationText } from './use-notification-text';

const JOB_ID = '6a1f0c3e-7b52-4d1e-9c8a-3e2b1d0f4a77';

// As the bulk chunk job stores it: English texts plus the message key and its parameters.
const bulkCompleted: Notification = {
  id: '0b7f3c1e-1d2a-4c55-9a41-2f4f0f6a0101',
  title: 'Bulk search completed (rows: 1000)',
  message: 'Rows with possible matches: 3. Rows that could not be screened: 0.',
  type: 'warning',
  read: false,
  createdAt: '2026-11-25T10:00:00.000Z',
  action: { label: 'View results', href: `/bulk-screening/${JOB_ID}` },
  messageKey: 'bulk.completed',
  messageParams: { count: 1000, hits: 3, errors: 0 },
};

function textIn(language: Language, notification: Notification) {
  const i18n = createI18n(language);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
  return renderHook(() => useNotificationText(notification), { wrapper }).result.current;
}

describe('useNotificationText action labels', () => {
  it('labels the link to a bulk job in Arabic, not with the stored English label', () => {
    const text = textIn('ar', bulkCompleted);
    expect(text.actionLabel).toBe('عرض النتائج');
    expect(text.title).toContain('اكتمل البحث المجمّع');
  });

  it('labels the same link in English', () => {
    expect(textIn('en', bulkCompleted).actionLabel).toBe('View results');
  });

  it('keeps the stored label for the bulk page itself, which names no job', () => {
    const text = textIn('ar', {
      ...bulkCompleted,
      action: { label: 'Open bulk screening', href: '/bulk-screening/' },
    });
    expect(text.actionLabel).toBe('Open bulk screening');
  });
});

describe('useNotificationText counted messages', () => {
  it('words a one-row bulk job around its counts, in both languages (issue 23 §6)', () => {
    const oneRow = { ...bulkCompleted, messageParams: { count: 1, hits: 1, errors: 0 } };
    expect(textIn('en', oneRow)).toMatchObject({
      title: 'Bulk search completed (rows: 1)',
      message:
        'Rows with possible matches: 1. Rows that could not be screened: 0. Open the results to review each row.',
    });
    expect(textIn('ar', oneRow).title).toBe('اكتمل البحث المجمّع (الصفوف: 1)');
  });

  // Issue 23 §6: "Monitoring raised 1 new alerts" — the text is worded around the count instead.
  const oneAlert: Notification = {
    ...bulkCompleted,
    title: 'New monitoring alerts: 1',
    message: 'New alerts to review: 1. Open the case queue to decide them.',
    action: { label: 'Open cases', href: '/cases' },
    messageKey: 'monitoring.alertsRaised',
    messageParams: { count: 1 },
  };

  it('reads right for a single alert in English', () => {
    const text = textIn('en', oneAlert);
    expect(text.message).toBe('New alerts to review: 1. Open the case queue to decide them.');
    expect(text.message).not.toMatch(/\b1 new alerts\b/);
  });

  it('reads right for a single alert in Arabic', () => {
    const text = textIn('ar', oneAlert);
    expect(text.message).toMatch(/^تنبيهات جديدة للمراجعة: [1١]\./);
    expect(text.message).not.toContain('تنبيهًا جديدًا');
  });
});
