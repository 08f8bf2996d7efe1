import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, activityQueryParams, localDayBoundary, pageRange } from './activity-params';

describe('activityQueryParams', () => {
  it('leaves out empty filters', () => {
    expect(activityQueryParams(EMPTY_FILTERS).toString()).toBe('');
  });

  it('sends the trimmed search, the types as a comma list and whole local days', () => {
    const params = activityQueryParams({
      search: '  login ',
      types: ['login', '2fa_change'],
      from: '2025-03-01',
      to: '2025-03-02',
    });
    expect(params.get('search')).toBe('login');
    expect(params.get('types')).toBe('login,2fa_change');
    expect(params.get('startDate')).toBe(new Date(2025, 2, 1, 0, 0, 0, 0).toISOString());
    expect(params.get('endDate')).toBe(new Date(2025, 2, 2, 23, 59, 59, 999).toISOString());
  });

  it.each(['', '2025-3-1', 'yesterday'])('ignores the malformed day %j', (day) => {
    expect(localDayBoundary(day, 'start')).toBeNull();
  });
});

describe('pageRange', () => {
  it.each([
    [0, 20, 45, { from: 1, to: 20, total: 45 }],
    [40, 5, 45, { from: 41, to: 45, total: 45 }],
    [0, 0, 0, { from: 0, to: 0, total: 0 }],
  ])('offset %i, %i rows of %i', (offset, length, total, expected) => {
    expect(pageRange(offset, length, total)).toEqual(expected);
  });
});
