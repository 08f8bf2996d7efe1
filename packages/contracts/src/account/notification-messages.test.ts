import { describe, expect, it } from 'vitest';
import { notificationMessageSchema } from './notification-messages';
import { notificationSchema } from './notifications';

describe('notification messages', () => {
  it('accepts a known key with its parameters', () => {
    const parsed = notificationMessageSchema.safeParse({
      key: 'usage.monthlyWarning',
      params: { used: 800, limit: 1000, resetDate: '2026-05-01' },
    });
    expect(parsed.success).toBe(true);
  });

  it.each([
    ['an unknown key', { key: 'usage.somethingNew', params: {} }],
    ['a missing parameter', { key: 'usage.dailyWarning', params: { used: 80 } }],
    [
      'a date that is not YYYY-MM-DD',
      { key: 'usage.monthlyReached', params: { limit: 1, resetDate: '1 May 2026' } },
    ],
  ])('rejects %s', (_case, value) => {
    expect(notificationMessageSchema.safeParse(value).success).toBe(false);
  });

  it('reads notifications without a key, as older servers send them', () => {
    const parsed = notificationSchema.parse({
      id: '0b7f3c1e-1d2a-4c55-9a41-2f4f0f6a0001',
      title: 'Old',
      message: 'Stored',
      type: 'info',
      read: false,
      createdAt: '2026-04-10T09:00:00.000Z',
      action: null,
    });
    expect(parsed.messageKey).toBeUndefined();
  });
});
