import { describe, expect, it } from 'vitest';
import { parseOfacDate } from './parse-ofac-date';
import { parseOfacRemarks } from './parse-ofac-remarks';

describe('parseOfacDate', () => {
  it.each([
    ['full date', '12 Jan 1961', { raw: '12 Jan 1961', year: 1961, month: 1, day: 12 }],
    ['month and year', 'Jan 1960', { raw: 'Jan 1960', year: 1960, month: 1 }],
    ['year only', '1962', { raw: '1962', year: 1962 }],
    ['circa year', 'circa 1955', { raw: 'circa 1955', year: 1955, circa: true }],
    ['year range', '1955 to 1958', { raw: '1955 to 1958', year: 1955, toYear: 1958 }],
    [
      'full-date range',
      '01 Jan 1955 to 31 Dec 1958',
      {
        raw: '01 Jan 1955 to 31 Dec 1958',
        year: 1955,
        month: 1,
        day: 1,
        toYear: 1958,
        toMonth: 12,
        toDay: 31,
      },
    ],
    [
      'circa dashed range',
      'circa 1970-1972',
      { raw: 'circa 1970-1972', year: 1970, toYear: 1972, circa: true },
    ],
    ['trailing full stop', '1964.', { raw: '1964', year: 1964 }],
    ['ISO date', '1961-01-12', { raw: '1961-01-12', year: 1961, month: 1, day: 12 }],
    ['unknown shape kept raw', 'early 1960s', { raw: 'early 1960s' }],
    ['unknown month kept raw', '12 Foo 1961', { raw: '12 Foo 1961' }],
  ])('%s: %s', (_case, text, expected) => {
    expect(parseOfacDate(text)).toEqual(expected);
  });
});

describe('parseOfacRemarks', () => {
  it.each([
    [
      'DOB circa',
      'DOB circa 1955.',
      { birthDates: [{ raw: 'circa 1955', year: 1955, circa: true }] },
    ],
    [
      'DOB range',
      'DOB 1955 to 1958',
      { birthDates: [{ raw: '1955 to 1958', year: 1955, toYear: 1958 }] },
    ],
    [
      'alt. DOB',
      'DOB 12 Jan 1961; alt. DOB 1962',
      {
        birthDates: [
          { raw: '12 Jan 1961', year: 1961, month: 1, day: 12 },
          { raw: '1962', year: 1962 },
        ],
      },
    ],
    [
      'passport with country',
      'Passport A123 (Iran)',
      { documents: [{ type: 'Passport', number: 'A123', country: 'Iran' }] },
    ],
    [
      'alt. passport with dates',
      'alt. Passport L 191609 issued 28 Feb 1996 expires 27 Feb 2001',
      {
        documents: [
          {
            type: 'Passport',
            number: 'L 191609',
            issuedOn: '28 Feb 1996',
            expiresOn: '27 Feb 2001',
          },
        ],
      },
    ],
    [
      'two parenthesised groups',
      'Registration Number HRA 738077 (Stuttgart) (Germany)',
      {
        documents: [
          {
            type: 'Registration Number',
            number: 'HRA 738077',
            country: 'Germany',
            note: '(Stuttgart)',
          },
        ],
      },
    ],
    [
      'IMO number',
      'Vessel Registration Identification IMO 7406784',
      {
        documents: [{ type: 'IMO', number: '7406784', note: 'Vessel Registration Identification' }],
      },
    ],
    [
      'digital currency address',
      'Digital Currency Address - XBT 12QtD5BFwRsdNsAZY76UVE1xyCGNTojH9h',
      {
        documents: [
          { type: 'Digital Currency Address - XBT', number: '12QtD5BFwRsdNsAZY76UVE1xyCGNTojH9h' },
        ],
      },
    ],
    ['weak a.k.a.', "a.k.a. 'X'", { aliases: [{ full: 'X', kind: 'weak' }] }],
    [
      'weak a.k.a. with apostrophe',
      "a.k.a. 'AL QA'IDA'.",
      { aliases: [{ full: "AL QA'IDA", kind: 'weak' }] },
    ],
    [
      'quoted f.k.a. is a former name',
      "f.k.a. 'SAND SWAN'",
      { aliases: [{ full: 'SAND SWAN', kind: 'fka' }] },
    ],
    [
      'POB, nationality and citizenship',
      'POB Tehran, Iran; nationality Iran; citizen Iraq; alt. nationality Iran',
      { birthPlaces: ['Tehran, Iran'], nationalities: ['Iran', 'Iraq'] },
    ],
    ['gender', 'Gender Female.', { gender: 'female' }],
    [
      'facts that are not identifiers are ignored',
      'Linked To: HIZBALLAH; Website http://x.example; Email Address a@b.c',
      {},
    ],
  ])('%s', (_case, remarks, expected) => {
    expect(parseOfacRemarks(remarks)).toEqual({
      birthDates: [],
      birthPlaces: [],
      nationalities: [],
      documents: [],
      aliases: [],
      ...expected,
    });
  });

  it('returns empty facts for missing remarks', () => {
    expect(parseOfacRemarks(undefined)).toEqual({
      birthDates: [],
      birthPlaces: [],
      nationalities: [],
      documents: [],
      aliases: [],
    });
  });
});
