import type { PepPosition } from '@sanctions/screening';
import { describe, expect, it } from 'vitest';
import { hasEnded, pepTier } from './pep-tier';

const senator: PepPosition = {
  role: 'US Senator for WA',
  level: 'national',
  startDate: '2019-01-03',
  endDate: '2025-01-03',
};
const mayor: PepPosition = { role: 'Mayor', level: 'regional', startDate: '2020-01-01' };
const igo: PepPosition = { role: 'Director', level: 'international_organisation', endDate: '2030' };

describe('pepTier', () => {
  it.each([
    ['a current national function', [senator], '2024-06-01', 'national'],
    ['the same function after its end date', [senator], '2025-01-04', 'former'],
    ['on its end date (still in office)', [senator], '2025-01-03', 'national'],
    ['a regional and an ended national function', [senator, mayor], '2026-01-01', 'regional'],
    ['national beats regional and international', [senator, mayor, igo], '2024-06-01', 'national'],
    ['international beats regional', [mayor, igo], '2026-01-01', 'international_organisation'],
    ['no positions', [], '2026-01-01', 'former'],
  ] as const)('%s', (_case, positions, asOf, tier) => {
    expect(pepTier({ positions: [...positions], relatives: [], associates: [] }, asOf)).toBe(tier);
  });

  it.each([
    ['2024', '2024-12-31', false],
    ['2024', '2025-01-01', true],
    ['2024-05', '2024-05-31', false],
    ['2024-05', '2024-06-01', true],
  ])('a partial end date %s counts to the end of its period (asOf %s)', (endDate, asOf, ended) => {
    expect(hasEnded({ role: 'x', level: 'national', endDate }, asOf)).toBe(ended);
  });

  it('takes a status "ended" without a date as ended', () => {
    expect(hasEnded({ role: 'x', level: 'national', ended: true }, '1900-01-01')).toBe(true);
  });
});
