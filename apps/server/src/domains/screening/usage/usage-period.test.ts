import { describe, expect, it } from 'vitest';
import { usagePeriods, utcDaysInclusive } from './usage-period';

describe('usagePeriods', () => {
  it.each([
    {
      at: '2026-01-15T10:00:00.000Z',
      today: '2026-01-15',
      monthStart: '2026-01-01',
      weekStart: '2026-01-09',
      dayResetsAt: '2026-01-16T00:00:00.000Z',
      monthResetsAt: '2026-02-01T00:00:00.000Z',
      hours: 14,
      days: 17,
    },
    {
      at: '2026-01-31T23:59:59.999Z',
      today: '2026-01-31',
      monthStart: '2026-01-01',
      weekStart: '2026-01-25',
      dayResetsAt: '2026-02-01T00:00:00.000Z',
      monthResetsAt: '2026-02-01T00:00:00.000Z',
      hours: 1,
      days: 1,
    },
    {
      at: '2026-02-01T00:00:00.000Z',
      today: '2026-02-01',
      monthStart: '2026-02-01',
      weekStart: '2026-01-26',
      dayResetsAt: '2026-02-02T00:00:00.000Z',
      monthResetsAt: '2026-03-01T00:00:00.000Z',
      hours: 24,
      days: 28,
    },
    {
      at: '2026-12-31T12:00:00.000Z',
      today: '2026-12-31',
      monthStart: '2026-12-01',
      weekStart: '2026-12-25',
      dayResetsAt: '2027-01-01T00:00:00.000Z',
      monthResetsAt: '2027-01-01T00:00:00.000Z',
      hours: 12,
      days: 1,
    },
    {
      at: '2028-02-29T06:30:00.000Z',
      today: '2028-02-29',
      monthStart: '2028-02-01',
      weekStart: '2028-02-23',
      dayResetsAt: '2028-03-01T00:00:00.000Z',
      monthResetsAt: '2028-03-01T00:00:00.000Z',
      hours: 18,
      days: 1,
    },
  ])('periods at $at', (row) => {
    const periods = usagePeriods(new Date(row.at));
    expect(periods.today).toBe(row.today);
    expect(periods.monthStart).toBe(row.monthStart);
    expect(periods.weekStart).toBe(row.weekStart);
    expect(periods.dayResetsAt.toISOString()).toBe(row.dayResetsAt);
    expect(periods.monthResetsAt.toISOString()).toBe(row.monthResetsAt);
    expect(periods.hoursUntilDayReset).toBe(row.hours);
    expect(periods.daysUntilMonthReset).toBe(row.days);
  });

  it.each([
    ['2026-01-15T23:00:00Z', '2026-01-15T23:30:00Z', 1],
    ['2026-01-15T23:59:00Z', '2026-01-16T00:01:00Z', 2],
    ['2026-01-01T00:00:00Z', '2026-01-31T23:00:00Z', 31],
  ])('counts UTC days from %s to %s as %i', (from, to, days) => {
    expect(utcDaysInclusive(new Date(from), new Date(to))).toBe(days);
  });
});
