import { describe, expect, it } from 'vitest';
import {
  NAME_REQUIRED_MESSAGE,
  matchSchema,
  sanctionEntrySchema,
  searchRequestSchema,
  searchResultSchema,
} from './search';

describe('searchRequestSchema', () => {
  it.each([
    ['first name only', { firstName: 'Osama' }],
    ['last name only', { lastName: 'Bin Laden' }],
    ['Arabic name only', { arabicName: 'أسامة بن لادن' }],
    ['all names', { firstName: 'A', lastName: 'B', arabicName: 'ج' }],
  ])('accepts %s', (_case, body) => {
    expect(searchRequestSchema.safeParse(body).success).toBe(true);
  });

  it.each([
    ['no field at all', {}],
    ['empty strings', { firstName: '', lastName: '', arabicName: '' }],
    ['blank strings', { firstName: '   ', lastName: '\t', arabicName: ' \n ' }],
    [
      'names blank but other fields set',
      { firstName: ' ', dateOfBirth: '1957', nationality: 'SA' },
    ],
  ])('rejects %s on firstName with the spec message', (_case, body) => {
    const result = searchRequestSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['firstName'], message: NAME_REQUIRED_MESSAGE }),
    ]);
  });

  it('applies the spec defaults', () => {
    expect(searchRequestSchema.parse({ lastName: 'Smith' })).toEqual({
      firstName: '',
      lastName: 'Smith',
      arabicName: '',
      searchType: 'fuzzy',
      sanctionLists: 'all',
    });
  });

  it.each([
    ['searchType', { lastName: 'X', searchType: 'soundex' }],
    ['sanctionLists', { lastName: 'X', sanctionLists: 'interpol' }],
    ['dateOfBirth', { lastName: 'X', dateOfBirth: '12/01/1961' }],
    ['dateOfBirth', { lastName: 'X', dateOfBirth: '1961-13' }],
  ])('rejects a bad %s', (path, body) => {
    const result = searchRequestSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path)).toEqual([[path]]);
  });

  it.each(['1961', '1961-01', '1961-01-12'])('accepts date of birth %s', (dateOfBirth) => {
    expect(searchRequestSchema.safeParse({ lastName: 'X', dateOfBirth }).success).toBe(true);
  });
});

describe('searchResultSchema', () => {
  const match = {
    sanctionEntry: {
      sanctionList: 'un',
      sourceId: 'QDi.001',
      listSource: 'UN Consolidated List',
      fullName: 'A B',
      firstName: 'A',
      lastName: 'B',
      arabicName: '',
      nationality: '',
      dateOfBirth: null,
      additionalInfo: '',
      isActive: true,
      lastUpdated: null,
    },
    confidence: 100,
    riskLevel: 'high',
    status: 'active_sanction',
    matchType: 'exact',
    matchedName: 'A B',
    matchedNameKind: 'primary',
    aiAnalysis: 'Exact match.',
    analysis: { en: 'Exact match.', ar: 'تطابق تام.' },
    explanation: { tokens: [], evidence: [] },
  };

  it('accepts a well-formed result', () => {
    const result = searchResultSchema.safeParse({
      searchId: 's1',
      totalMatches: 1,
      matches: [match],
      searchTime: 0.002,
      query: { firstName: 'A', lastName: 'B' },
    });
    expect(result.success).toBe(true);
  });

  it('rejects a confidence outside 0-100', () => {
    expect(matchSchema.safeParse({ ...match, confidence: 101 }).success).toBe(false);
  });
});

describe('sanctionEntrySchema structured fields', () => {
  const legacy = {
    sanctionList: 'ofac',
    sourceId: '6365',
    listSource: 'OFAC SDN',
    fullName: 'BIN LADIN, Usama',
    firstName: 'Usama',
    lastName: 'BIN LADIN',
    arabicName: '',
    nationality: '',
    dateOfBirth: null,
    additionalInfo: 'Type: Individual',
    isActive: true,
    lastUpdated: null,
  };

  it('reads an entry stored before the structured fields with empty lists', () => {
    const entry = sanctionEntrySchema.parse(legacy);
    expect(entry).toMatchObject({
      aliases: [],
      birthDates: [],
      birthPlaces: [],
      nationalities: [],
      addresses: [],
      documents: [],
      programmes: [],
    });
    expect(entry.entityType).toBeUndefined();
  });

  it.each([
    ['an unknown entity type', { entityType: 'ship' }, 'entityType'],
    ['an alias without script', { aliases: [{ name: 'X', kind: 'aka' }] }, 'aliases'],
    [
      'an alias of an unknown kind',
      { aliases: [{ name: 'X', kind: 'nick', script: 'latin' }] },
      'aliases',
    ],
    ['a document without number', { documents: [{ type: 'Passport' }] }, 'documents'],
    ['an unknown gender', { gender: 'm' }, 'gender'],
  ])('rejects %s', (_case, fields, path) => {
    const result = sanctionEntrySchema.safeParse({ ...legacy, ...fields });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe(path);
  });
});
