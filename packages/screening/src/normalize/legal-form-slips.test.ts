import { describe, expect, it } from 'vitest';
import { normalizeName } from './normalize-name';
import { plainEditDistance } from '../compare/edit-distance';
import { readLegalForms } from './legal-forms';
import { tokenizeLatin } from './tokenize';
import { cyrillicToLatin } from './cyrillic';

/** ADR 002 R4.10-R4.12: spelled-out legal forms read through slips, with a word left out, in both scripts. */
const readings = (text: string) => readLegalForms(tokenizeLatin(cyrillicToLatin(text))).readings;

describe('legal forms read through one slip (R4.10)', () => {
  it.each([
    // insert, delete, substitute, transpose, keyboard neighbour; modelled on the lists' own slips
    ['LIMITED LIAILITY COMPANY ROSTOK', 'llc rostok'],
    ['JOINT SNOCK COMPANY KIROV', 'jsc kirov'],
    ['PUBLIC JOINT STOCK COPANY ZENIT', 'pjsc zenit'],
    ['OPEN JOINT STOK COMPANY MZKT', 'ojsc mzkt'],
    ['CLOSED JOINT STCOK COMPANY LAZURIT', 'cjsc lazurit'],
    ['ROSTOK LIMITED LIABILITY CPMPANY', 'rostok llc'],
    ['SOCIEDAD ANOMINA DE CAPITAL VARIABLE ACG', 'sa de cv acg'],
    // Cyrillic, romanised first: a slip in the Cyrillic word
    ['ОБЩЕСТВО С ОГРАНИЧЕННРЙ ОТВЕТСТВЕННОСТЬЮ ТМ ТЕХ', 'ooo tm tekh'],
    ['ОБЩЕСТВО С ОГРАНИЧЕННОЙ ОТВЕТСВЕННОСТЬЮ ТМ ТЕХ', 'ooo tm tekh'],
    ['АКЦИОНКРНОЕ ОБЩЕСТВО ЗАВОД ЭЛЕКОН', 'ao zavod elekon'],
    ['ПУБЛИЧНОЕ АКЦИОНЕРНОЕ ОБЩЕТСВО ФЛОТ', 'pao flot'],
    ['Товариство з обмеженою відповідальнистю Інтервесп', 'tov intervesp'],
    // a 3+ word form takes a slip in two of its words while one long word is typed as listed
    ['LIMMITED LIAILITY COMPANY ROSTOK', 'llc rostok'],
    ['PUBLICHNOE AKSIONERNOE OBSHESTVO FLOT', 'pao flot'],
    // one-word forms of 7+ letters, one edit (R4.11)
    ['DAESONG TRADING COMAPNY', 'daesong trading company'],
    ['WAYTOP INDUSTRIAL LIMTED', 'waytop industrial limited'],
    ['KOREA DAESONG GENERAL TRADING COROPRATION', 'korea daesong general trading corporation'],
  ])('%s -> %s', (text, folded) => {
    expect(normalizeName(text).join(' ')).toBe(folded);
    expect(readings(text).some((r) => r.kind === 'slip')).toBe(true);
  });
});

describe('one word of a 3+ word form left out (R4.12)', () => {
  it.each([
    ['JOINT COMPANY KIROV', 'jsc kirov'],
    ['STOCK COMPANY URALELEKTROMED', 'jsc uralelektromed'],
    ['PUBLIC JOINT COMPANY ZENIT', 'pjsc zenit'],
    ['ROSTOK LIMITED LIABILITY', 'rostok llc'],
    ['ОБЩЕСТВО С ОГРАНИЧЕННОЙ ТМ ТЕХ', 'ooo tm tekh'],
    // the list's own partial form typed with a slip ("STOCK COMAPNY")
    ['SVETLANA SEMICONDUCTORS STOCK COMAPNY', 'svetlana semiconductors jsc'],
  ])('%s -> %s', (text, folded) => {
    expect(normalizeName(text).join(' ')).toBe(folded);
    expect(readings(text).some((r) => r.kind === 'partial')).toBe(true);
  });
});

describe('what a legal-form reading must not take (R4.10-R4.12)', () => {
  it.each([
    // abbreviations and short words are never read through a slip: 3-letter names stay names
    ['LLX TRADING', 'llx trading'],
    ['OOA NAVIGATION', 'ooa navigation'],
    ['SAB HOLDINGS', 'sab holdings'],
    ['OLC ROSTOK', 'olc rostok'],
    ['JSK KIROV', 'jsk kirov'],
    // a negation is another form, not a slip
    ['ROSTOK UNLIMITED', 'rostok unlimited'],
    ['ACG DE RESPONSABILIDAD ILIMITADA', 'acg de responsabilidad ilimitada'],
    // one-word forms: one edit only (COMPACT is no COMPANY), and not from a 5-letter word
    ['COMPACT TRADING', 'compact trading'],
    ['LIMES TRADING', 'limes trading'],
    // LIMITED COMPANY stays two words: read as LLC it would contradict a listed LTD
    ['ROSTOK LIMITED COMPANY', 'rostok limited company'],
    // a two-word form takes one slip only; three slipped words are no LLC (one-word forms still read alone)
    ['SOCIEDAT ANOMINA ACG', 'sociedat anomina acg'],
    ['LIMMITED LIAILITY COMPNY ROSTOK', 'limited liaility company rostok'],
    // two words dropped is no reading (OPEN COMPANY)
    ['OPEN COMPANY ROSTOK', 'open company rostok'],
    // a name word after a dropped form word: JOINT VENTURE COMPANY is no joint stock company
    ['KIROV JOINT VENTURE COMPANY', 'kirov joint venture company'],
  ])('%s stays %s', (text, folded) => {
    expect(normalizeName(text).join(' ')).toBe(folded);
  });
});

describe('plainEditDistance (optimal string alignment)', () => {
  it.each([
    ['company', 'company', 0],
    ['comapny', 'company', 1],
    ['copany', 'company', 1],
    ['compyany', 'company', 1],
    ['compact', 'company', 2],
    ['liaility', 'liability', 1],
  ])('%s / %s = %i', (a, b, d) => {
    expect(plainEditDistance(a, b, 2)).toBe(d);
  });

  it('stops past the limit', () => {
    expect(plainEditDistance('obshchestvo', 'zakrytoe', 1)).toBe(2);
  });
});
