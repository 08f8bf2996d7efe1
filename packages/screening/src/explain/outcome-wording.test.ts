import { describe, expect, it } from 'vitest';
import { analysisAr } from './analysis-ar';
import { analysisEn } from './analysis-en';
import type { MatchFacts, MatchNotes } from './match-facts';

/** R6.6 (ADR 002): a note's word on the outcome follows the final confidence, not the rule that fired. */
const base: MatchFacts = {
  matchType: 'fuzzy',
  partial: false,
  matchedName: 'ABDALLAH, Hussein Reda',
  nameKind: 'primary',
  reference: 'OFAC 37428',
  tokens: [{ query: 'reza', matched: 'reda', rule: 'variant', similarity: 0.95, weight: 1 }],
  unmatchedListTokens: [],
  evidence: [],
  confidence: 79,
  riskLevel: 'low',
  alert: true,
  queryName: 'latin',
  bothScripts: false,
};
const notes: MatchNotes = {
  partialName: false,
  weakName: false,
  dobConflict: false,
  substitutedName: false,
  shortFormCommon: true,
  commonParts: ['saddam'],
  commonPair: undefined,
  kunyaReplaced: 'bakr',
  lookAlikeOnly: [['fazlulla', 'fazul']],
  heldAcrossScripts: true,
  personVsOrganisation: true,
};

function texts(confidence: number, riskLevel: MatchFacts['riskLevel'], alert: boolean) {
  const facts = { ...base, confidence, riskLevel, alert, notes };
  return { en: analysisEn(facts), ar: analysisAr(facts) };
}

describe('notes worded by the final confidence (R6.6)', () => {
  it('says nothing of "below the alert" on a match that alerts (79)', () => {
    const { en, ar } = texts(79, 'low', true);
    expect(en).not.toMatch(/not an alert|below the alert/);
    expect(ar).not.toMatch(/لا تنبيه|دون التنبيه/);
    expect(en).toContain('so this is an alert for review, not high.');
    expect(ar).toContain('فهذه نتيجة تنبيه للمراجعة، لا مرتفعة.');
    expect(en.match(/though its confidence here reaches the alert/g)).toHaveLength(5);
    expect(ar.match(/وإن بلغت درجة الثقة هنا حدّ التنبيه/g)).toHaveLength(5);
  });

  it('keeps "held below the alert" where the match is below it (69)', () => {
    const { en, ar } = texts(69, 'low', false);
    expect(en).toContain('so the name alone is held below the alert.');
    expect(en.match(/held below the alert/g)).toHaveLength(6);
    expect(en).not.toContain('reaches the alert');
    expect(ar.match(/دون التنبيه/g)).toHaveLength(6);
    expect(ar).not.toContain('حدّ التنبيه');
  });

  it('does not call a high match a candidate held down (92)', () => {
    const { en, ar } = texts(92, 'high', true);
    expect(en).toContain('though its confidence here is high.');
    expect(en).not.toContain('not high');
    expect(ar).toContain('وإن كانت درجة الثقة هنا مرتفعة.');
  });
});
