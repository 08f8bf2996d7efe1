import { describe, expect, it } from 'vitest';
import { buildScreeningIndex } from '../index/build-index';
import { fillerWord, namedParty } from '../testing/named-party';
import { matchFor } from '../testing/match-for';
import { headApartReading } from './head-apart';

/**
 * ADR 002 R11.2: the head of a compound given name typed alone before a family name spelled otherwise than listed
 * ("Abdul SHAFIK" for UN TAi.098 ABDUL WAHED SHAFIQ, "Abdoul SHEHLAI" for UK 12208 Abdul Reza SHAHLAI) is folded into
 * one unknown compound; read apart, it reaches the listed person.
 */
const fillers = Array.from({ length: 2000 }, (_, i) =>
  namedParty(`f${i}`, [{ full: `Mohammad ${fillerWord(i)}`, kind: 'primary' }]),
);
const index = buildScreeningIndex([
  namedParty('shafiq', [{ full: 'ABDUL WAHED SHAFIQ', kind: 'primary' }]),
  namedParty('shahlai', [{ full: 'SHAHLAI, Abdul Reza', kind: 'primary' }]),
  ...fillers,
]);

describe('the head of a compound read apart from an unknown word glued to it (R11.2)', () => {
  it.each([
    ['Abdul', 'SHAFIK', 'shafiq', 'shafik'],
    ['Abdoul', 'SHEHLAI', 'shahlai', 'shehlai'],
  ])('%s %s alerts for %s and says so in both languages', (first, last, id, word) => {
    const found = matchFor(index, first, last, id);
    expect(found).toBeDefined();
    if (found === undefined) return;
    expect(found.confidence).toBeGreaterThanOrEqual(70);
    expect(found.analysis.en).toContain(`The query's Abdul is read apart from ${word}`);
    expect(found.analysis.ar).toContain(`منفصلاً عن ${word}`);
  });

  it('reads apart only an unknown whole, with a word of three letters or more', () => {
    const known = (text: string) => text === 'abdulrahman' || text === 'abdul';
    expect(headApartReading(['abdulshafik'], known)).toEqual({
      texts: ['abdul', 'shafik'],
      word: 'shafik',
    });
    expect(headApartReading(['abdulrahman', 'khan'], known)).toBeUndefined();
    expect(headApartReading(['abdulal'], known)).toBeUndefined();
    expect(headApartReading(['mohammad', 'shafik'], known)).toBeUndefined();
  });
});
