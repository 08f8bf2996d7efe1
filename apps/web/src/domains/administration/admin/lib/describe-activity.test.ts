import type { RecentActivityEntry } from '@sanctions/contracts';
import { describe, expect, it } from 'vitest';
import { createI18n } from '@/lib/i18n';
import { describeActivity } from './describe-activity';

const STAFF = { id: 'a1', firstName: 'Rana', lastName: 'Saleh', email: 'rana@provider.example' };
const USER = { id: 'u1', firstName: 'Omar', lastName: 'Haddad', email: 'omar@bank.example' };

function entry(overrides: Partial<RecentActivityEntry>): RecentActivityEntry {
  return {
    id: 'e1',
    type: 'system',
    key: 'plan_updated',
    title: 'Plan updated',
    description: '',
    timestamp: '2026-05-04T10:00:00.000Z',
    metadata: { ip: null, userAgent: null },
    matches: null,
    actor: null,
    user: null,
    ...overrides,
  };
}

// Issue 23: "Plan updated | Unknown user" — a change that concerns no user names who made it.
describe('describeActivity', () => {
  it.each([
    ['en', entry({ actor: STAFF }), 'By Rana Saleh'],
    ['ar', entry({ actor: STAFF }), 'بواسطة Rana Saleh'],
    ['en', entry({}), 'System'],
    ['ar', entry({}), 'النظام'],
    ['en', entry({ key: 'user_updated', user: USER, actor: STAFF }), 'Omar Haddad, by Rana Saleh'],
    ['en', entry({ key: 'search', type: 'search', matches: 2 }), 'Unknown user · matches: 2'],
  ] as const)('in %s: %j reads %s', (language, activity, expected) => {
    const t = createI18n(language).getFixedT(language, 'admin');
    expect(describeActivity(activity, t, String)).toBe(expected);
  });
});
