import { describe, expect, it } from 'vitest';
import { dropSupersededVersions } from './served-versions';

const OFSI = 'UK OFSI Consolidated List';
const FCDO = 'UK Sanctions List (FCDO)';

function version(listSource: string, publishedAt: string | null, importedAt = '2026-11-01') {
  return {
    listSource,
    publishedAt: publishedAt === null ? null : new Date(publishedAt),
    importedAt: new Date(importedAt),
  };
}

describe('dropSupersededVersions (ADR 043)', () => {
  it.each([
    {
      when: 'FCDO newer than OFSI',
      versions: [version(OFSI, '2025-04-14'), version(FCDO, '2026-03-26')],
      served: [FCDO],
    },
    {
      when: 'both of the same day',
      versions: [version(FCDO, '2026-01-27'), version(OFSI, '2026-01-27')],
      served: [FCDO],
    },
    {
      when: 'neither has a publication date: the import dates decide',
      versions: [version(OFSI, null, '2026-01-02'), version(FCDO, null, '2026-01-01')],
      served: [OFSI],
    },
    {
      when: 'an old FCDO edition beside a newer OFSI one',
      versions: [version(OFSI, '2025-04-14'), version(FCDO, '2024-12-01')],
      served: [OFSI],
    },
    { when: 'OFSI alone', versions: [version(OFSI, '2025-04-14')], served: [OFSI] },
    { when: 'FCDO alone', versions: [version(FCDO, '2026-03-26')], served: [FCDO] },
  ])('serves one UK publication when $when', ({ versions, served }) => {
    expect(dropSupersededVersions(versions).map((v) => v.listSource)).toEqual(served);
  });

  it('leaves every other publication served', () => {
    const others = [version('UN Consolidated List', '2026-02-27'), version('OFAC SDN', null)];
    const all = [...others, version(OFSI, '2025-04-14'), version(FCDO, '2026-03-26')];
    expect(dropSupersededVersions(all).map((v) => v.listSource)).toEqual([
      'UN Consolidated List',
      'OFAC SDN',
      FCDO,
    ]);
  });
});
