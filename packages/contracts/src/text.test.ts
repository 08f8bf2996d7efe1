import { describe, expect, it } from 'vitest';
import {
  DATE_OUT_OF_RANGE_MESSAGE,
  TEXT_NOT_ALLOWED_MESSAGE,
  boundedDate,
  boundedDateTime,
  safeText,
  stripDisallowedCharacters,
} from './text';

describe('safeText', () => {
  it.each([
    ['plain Latin', 'Saddam Hussein', true],
    ['Arabic', 'صدام حسين', true],
    ['accents and apostrophes', "Zoë O'Brien-Núñez", true],
    ['a pair of surrogates (emoji)', 'Ali 😀', true],
    ['CJK beyond the BMP', '𠀋𠀋', true],
    ['NUL', 'a\u0000b', false],
    ['a lone high surrogate', 'a\ud800b', false],
    ['a lone high surrogate at the end', 'a\ud800', false],
    ['a lone low surrogate', '\udc00a', false],
    ['surrogates in the wrong order', '\ude00\ud83d', false],
    ['a C0 control', 'a\u0001b', false],
    ['an escape sequence', '\u001b[31mred', false],
    ['DEL', 'a\u007fb', false],
    ['a C1 control', 'a\u0085b', false],
    ['the last C1 control', 'a\u009fb', false],
    ['a tab in single-line text', 'a\tb', false],
    ['a line feed in single-line text', 'a\nb', false],
    ['no-break space (not a control)', 'a\u00a0b', true],
  ])('single-line: %s -> %s', (_case, value, accepted) => {
    const result = safeText().safeParse(value);
    expect(result.success).toBe(accepted);
    if (!result.success) expect(result.error.issues[0]?.message).toBe(TEXT_NOT_ALLOWED_MESSAGE);
  });

  it.each([
    ['tab, line feed, carriage return', 'line 1\r\n\tline 2', true],
    ['NUL', 'line\u0000', false],
    ['a vertical tab', 'a\u000bb', false],
  ])('multi-line: %s -> %s', (_case, value, accepted) => {
    expect(safeText({ multiline: true }).safeParse(value).success).toBe(accepted);
  });

  it.each([
    ['NUL and C1 dropped', 'a\u0000b\u0085c', 'abc'],
    ['lone surrogates dropped, pairs kept', '\ud800x😀\udc00', 'x😀'],
    ['line breaks kept in multi-line text', 'a\nb\u0007', 'a\nb'],
  ])('strip: %s', (_case, value, expected) => {
    expect(safeText({ strip: true, multiline: true }).parse(value)).toBe(expected);
  });

  it('chains like any string schema (trim, min, max run after the check)', () => {
    const name = safeText().trim().min(1).max(5);
    expect(name.parse('  Ali  ')).toBe('Ali');
    expect(name.safeParse('abcdef').success).toBe(false);
    expect(name.safeParse(' \u0000 ').success).toBe(false);
  });

  it('strips single-line text of line breaks', () => {
    expect(stripDisallowedCharacters('a\nb')).toBe('ab');
  });
});

describe('boundedDate', () => {
  it.each([
    ['2026-01-15', true],
    ['1900-01-01', true],
    ['2100-12-31', true],
    ['2024-02-29', true],
    ['1899-12-31', false],
    ['2101-01-01', false],
    ['10000-01-01', false],
    ['0000-00-00', false],
    ['9999-99-99', false],
    ['2026-02-30', false],
    ['2025-02-29', false],
    ['2026-1-5', false],
    ['2026-01-15T00:00:00Z', false],
  ])('%s -> %s', (value, accepted) => {
    expect(boundedDate().safeParse(value).success).toBe(accepted);
  });

  it('names the range when the year is out of it', () => {
    const result = boundedDate().safeParse('2200-01-01');
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([
      DATE_OUT_OF_RANGE_MESSAGE,
    ]);
  });
});

it.each([
  ['boundedDate', boundedDate('Bad date')],
  ['boundedDateTime', boundedDateTime('Bad date')],
])('%s reports one issue for text that is no date at all', (_name, schema) => {
  const result = schema.safeParse('yesterday');
  expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([
    'Bad date',
  ]);
});

describe('boundedDateTime', () => {
  it.each([
    ['2026-01-15', true],
    ['2026-01-15T10:00:00.000Z', true],
    ['2026-01-15T10:00:00+03:00', true],
    ['2100-12-31T23:59:59.999Z', true],
    ['10000-01-01', false],
    ['+275760-09-13T00:00:00.000Z', false],
    ['-000001-01-01T00:00:00.000Z', false],
    ['0000-00-00', false],
    ['1969-12-31T23:59:60.000Z', false],
    ['not a date', false],
    ['2101-01-01T00:00:00.000Z', false],
  ])('%s -> %s', (value, accepted) => {
    expect(boundedDateTime().safeParse(value).success).toBe(accepted);
  });
});
