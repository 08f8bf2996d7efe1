import { describe, expect, it } from 'vitest';
import { analysisAr } from './analysis-ar';
import { analysisEn } from './analysis-en';
import type { MatchFacts } from './match-facts';

const facts: MatchFacts = {
  matchType: 'exact',
  partial: false,
  matchedName: 'Usama Muhammed Awad BIN LADIN',
  nameKind: 'primary',
  reference: 'UN QDi.001',
  tokens: [
    { query: 'usama', matched: 'usama', rule: 'exact', similarity: 1, weight: 2 },
    { query: 'ladin', matched: 'ladin', rule: 'exact', similarity: 1, weight: 2 },
  ],
  unmatchedListTokens: [],
  evidence: [
    {
      kind: 'dateOfBirth',
      outcome: 'agree',
      adjustment: 0.02,
      detail: 'query 1957 vs listed 1957',
      queryValue: '1957',
      listedValue: '1957',
    },
  ],
  confidence: 96,
  riskLevel: 'high',
  alert: true,
  queryName: 'latin',
  bothScripts: false,
};

describe('analysis texts', () => {
  it('states the match, each token, the evidence and the confidence in English', () => {
    expect(analysisEn(facts)).toBe(
      "Exact match on the listed name 'Usama Muhammed Awad BIN LADIN' (UN QDi.001). Tokens: 'usama' = 'usama' (exact), 'ladin' = 'ladin' (exact). Date of birth agrees (query 1957, listed 1957). Confidence 96 (high).",
    );
  });

  it('states the same facts in Arabic', () => {
    const ar = analysisAr(facts);
    expect(ar).toContain('تطابق تام مع الاسم المدرج');
    expect(ar).toContain('Usama Muhammed Awad BIN LADIN');
    expect(ar).toContain('UN QDi.001');
    expect(ar).toContain('تاريخ الميلاد متطابق');
    expect(ar).toContain('درجة الثقة 96 (مرتفعة)');
  });

  it.each([
    ['transliteration', false, 'Transliteration match on', 'تطابق بالنقل الحرفي'],
    ['phonetic', false, 'Phonetic match on', 'تطابق صوتي'],
    ['fuzzy', false, 'Approximate match on', 'تطابق تقريبي'],
    ['fuzzy', true, 'Partial match on', 'تطابق جزئي'],
  ] as const)('leads with the %s mechanism (partial: %s)', (matchType, partial, en, ar) => {
    const variant = { ...facts, matchType, partial };
    expect(analysisEn(variant)).toContain(en);
    expect(analysisAr(variant)).toContain(ar);
  });

  it('lists unmatched tokens and conflicts', () => {
    const variant: MatchFacts = {
      ...facts,
      matchType: 'fuzzy',
      riskLevel: 'low',
      confidence: 72,
      tokens: [
        ...facts.tokens,
        { query: 'x', matched: null, rule: 'unmatched', similarity: 0, weight: 2 },
      ],
      unmatchedListTokens: ['awad'],
      evidence: [
        {
          kind: 'nationality',
          outcome: 'conflict',
          adjustment: -0.1,
          detail: '',
          queryValue: 'France',
          listedValue: 'Saudi Arabia',
        },
      ],
    };
    expect(analysisEn(variant)).toContain("'x' unmatched");
    expect(analysisEn(variant)).toContain("Listed tokens not in the query: 'awad'.");
    expect(analysisEn(variant)).toContain(
      'Nationality conflicts (query France, listed Saudi Arabia).',
    );
    expect(analysisAr(variant)).toContain('الجنسية متعارضة');
    expect(analysisAr(variant)).toContain('(منخفضة)');
  });

  // ADR 002 round 3: each rule that held the confidence down says so, in both languages.
  it.each([
    ['partialName', 'Partial name: only one name was given', 'اسم جزئي'],
    ['weakName', 'Weak alias: this alias alone rarely identifies the party', 'اسم مستعار ضعيف'],
    ['dobConflict', 'The date of birth conflicts with every listed one', 'تاريخ الميلاد يتعارض'],
    ['substitutedName', 'possibly a relative or namesake', 'قد يكون قريباً أو سمياً'],
    ['sharedWordOnly', 'another business sharing a word', 'جهة أخرى تشترك في كلمة'],
  ] as const)('states the %s note before the confidence', (note, en, ar) => {
    const notes = {
      partialName: false,
      weakName: false,
      dobConflict: false,
      substitutedName: false,
      [note]: true,
    };
    const english = analysisEn({ ...facts, notes });
    expect(english).toContain(en);
    expect(english.indexOf(en)).toBeLessThan(english.indexOf('Confidence 96'));
    expect(analysisAr({ ...facts, notes })).toContain(ar);
    expect(analysisEn(facts)).not.toContain(en);
  });
});
