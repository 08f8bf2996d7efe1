import { describe, expect, it } from 'vitest';
import type { Candidate } from './deck-candidate';
import { legalFormMovedCase, legalFormSlipCase } from './legal-form-slip-cases';
import { createPrng } from './prng';

function candidate(full: string, script: 'latin' | 'cyrillic' = 'latin'): Candidate {
  const name = { full, kind: 'primary' as const, script };
  return {
    entity: {
      sanctionList: 'uk',
      listSource: 'UK',
      sourceId: '1',
      type: 'entity',
      names: [name],
      birthDates: [],
      birthPlaces: [],
      nationalities: [],
      addresses: [],
      documents: [],
      programmes: [],
      titles: [],
      isActive: true,
    },
    name,
    nameIndex: 0,
  };
}

const words = (text: string) => text.split(/\s+/);

/** Words that differ between two texts of the same length, as [listed, typed]. */
function changedWords(listed: string, typed: string): [string, string][] {
  const a = words(listed.toUpperCase());
  const b = words(typed.toUpperCase());
  expect(b).toHaveLength(a.length);
  return a.flatMap((w, i) => (w === b[i] ? [] : [[w, b[i] ?? '']]));
}

describe('legal-form-slip cases (round 4)', () => {
  it.each([
    ['LIMITED LIABILITY COMPANY BELINVEST-ENGINEERING', 'latin'],
    ['KOREA DAESONG TRADING CORPORATION', 'latin'],
    ['ОБЩЕСТВО С ОГРАНИЧЕННОЙ ОТВЕТСТВЕННОСТЬЮ ТМ ТЕХ', 'cyrillic'],
  ] as const)('%s: one word of the form changed, the distinctive words kept', (full, script) => {
    for (let seed = 0; seed < 20; seed += 1) {
      const made = legalFormSlipCase(candidate(full, script), createPrng(seed));
      if (made === undefined) continue;
      const changed = changedWords(full, made.query.lastName);
      expect(changed).toHaveLength(1);
      const [listed, typed] = changed[0] ?? ['', ''];
      expect(listed.length).toBeGreaterThanOrEqual(5);
      expect(Math.abs(listed.length - typed.length)).toBeLessThanOrEqual(1);
      expect(['BELINVEST-ENGINEERING', 'DAESONG', 'ТЕХ']).not.toContain(listed);
    }
  });

  it('declines names without a spelled-out form and persons', () => {
    expect(legalFormSlipCase(candidate('ROSTOK LLC'), createPrng(1))).toBeUndefined();
    expect(legalFormSlipCase(candidate('AL-NOUR'), createPrng(1))).toBeUndefined();
  });
});

describe('legal-form-moved cases (round 4)', () => {
  it('drops one word of a 3+ word form or moves the form to the other end', () => {
    const seen = new Set<string>();
    for (let seed = 0; seed < 40; seed += 1) {
      const made = legalFormMovedCase(
        candidate('JOINT STOCK COMPANY KIROV-ENERGOMASH'),
        createPrng(seed),
      );
      if (made === undefined) continue;
      seen.add(made.query.lastName);
    }
    expect(seen).toContain('KIROV-ENERGOMASH JOINT STOCK COMPANY');
    expect(seen).toContain('JOINT COMPANY KIROV-ENERGOMASH');
    for (const query of seen) expect(query).toContain('KIROV-ENERGOMASH');
  });

  it('moves an abbreviation from the end to the front, without its comma', () => {
    const made = legalFormMovedCase(candidate('ADORABELLA, LTD'), createPrng(3));
    expect(made?.query.lastName).toBe('LTD ADORABELLA');
  });
});
