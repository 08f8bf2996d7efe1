import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { arabicTokenSkeletons } from './arabic-skeleton';
import { latinSkeleton } from './latin-skeleton';
import { alignNameTokens, learnTransliterations } from './learn-transliterations';
import { hasArabicScript, normalizeArabicText } from './normalize-arabic';
import { transliterateArabicToken, type TransliterationTable } from './transliterate';

const UN_XML = fileURLToPath(
  new URL('../../../../../shared/data/lists/un/consolidated.xml', import.meta.url),
);

interface BilingualName {
  readonly arabic: string;
  readonly latin: string;
}

/**
 * Tiny regex extraction of UN individuals' NAME_ORIGINAL_SCRIPT beside FIRST_NAME..FOURTH_NAME
 * (the list parser lives elsewhere; this test must not depend on it). Entities are left out: their
 * Latin "name" is an English translation, not a transliteration.
 */
function readUnBilingualIndividuals(): BilingualName[] {
  const xml = readFileSync(UN_XML, 'utf8');
  const out: BilingualName[] = [];
  for (const match of xml.matchAll(/<INDIVIDUAL>([\s\S]*?)<\/INDIVIDUAL>/gu)) {
    const body = match[1] ?? '';
    const arabic = /<NAME_ORIGINAL_SCRIPT>([^<]*)<\/NAME_ORIGINAL_SCRIPT>/u.exec(body)?.[1] ?? '';
    if (!hasArabicScript(arabic)) continue;
    const latin = ['FIRST_NAME', 'SECOND_NAME', 'THIRD_NAME', 'FOURTH_NAME']
      .map((tag) => new RegExp(`<${tag}>([^<]*)</${tag}>`, 'u').exec(body)?.[1] ?? '')
      .join(' ')
      .trim();
    if (latin !== '') out.push({ arabic, latin });
  }
  return out;
}

function latinTokensOf(latin: string): string[] {
  return latin
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’`]/gu, '')
    .split(/[^a-z]+/u)
    .filter((token) => token !== '');
}

interface HeldOutScore {
  tokens: number;
  exact: number;
  skeleton: number;
  keys: number;
  namesFullyMet: number;
}

/** Scores held-out names: does each Arabic token's candidate list hold its aligned Latin token? */
function scoreHeldOut(
  names: readonly BilingualName[],
  table: TransliterationTable | undefined,
): HeldOutScore {
  const score: HeldOutScore = { tokens: 0, exact: 0, skeleton: 0, keys: 0, namesFullyMet: 0 };
  for (const name of names) {
    const arabicTokens = normalizeArabicText(name.arabic).split(' ');
    const latinTokens = latinTokensOf(name.latin);
    let allMet = true;
    for (const pair of alignNameTokens(arabicTokens, latinTokens)) {
      const candidates = transliterateArabicToken(pair.arabic, table);
      const gold = latinSkeleton(pair.latin);
      score.tokens += 1;
      if (candidates.includes(pair.latin)) score.exact += 1;
      if (candidates.some((candidate) => latinSkeleton(candidate) === gold)) score.skeleton += 1;
      if (arabicTokenSkeletons(pair.arabic).includes(gold)) score.keys += 1;
    }
    // Name level: every Arabic token meets some Latin token of the same name, alone or joined with a
    // neighbour on either side (the engine tries compound join/split forms: عبد الله ↔ Abdullah).
    const latinKeys = new Set(
      latinTokens
        .flatMap((token, index) => [token, `${token}${latinTokens[index + 1] ?? ''}`])
        .map(latinSkeleton),
    );
    const meets = (token: string): boolean =>
      arabicTokenSkeletons(token).some((key) => latinKeys.has(key)) ||
      transliterateArabicToken(token, table).some((candidate) =>
        latinKeys.has(latinSkeleton(candidate)),
      );
    arabicTokens.forEach((token, index) => {
      const joinedWithNext = `${token}${arabicTokens[index + 1] ?? ''}`;
      const joinedWithPrevious = `${arabicTokens[index - 1] ?? ''}${token}`;
      if (!meets(token) && !meets(joinedWithNext) && !meets(joinedWithPrevious)) allMet = false;
    });
    if (allMet) score.namesFullyMet += 1;
  }
  return score;
}

const percent = (part: number, whole: number): string => `${((part / whole) * 100).toFixed(1)} %`;

describe('learnTransliterations', () => {
  it('aligns tokens in order with compounds and the article', () => {
    const pairs = alignNameTokens(
      ['عبد', 'الله', 'محمد', 'التكريتي'],
      ['abdullah', 'mohammed', 'al', 'tikriti'],
    );
    expect(pairs.map((pair) => [pair.arabic, pair.latin])).toEqual([
      ['عبدالله', 'abdullah'],
      ['محمد', 'mohammed'],
      ['التكريتي', 'altikriti'],
    ]);
  });

  it('learns a pair seen once with strong skeleton agreement, and the stem of an article token', () => {
    const table = learnTransliterations([
      { arabic: 'صدام حسين التكريتي', latin: 'SADDAM HUSSEIN AL-TIKRITI' },
    ]);
    expect(table.lookup('حسين')).toEqual(['hussein']);
    expect(table.lookup('التكريتي')).toEqual(['altikriti']);
    expect(table.lookup('تكريتي')).toEqual(['tikriti']);
    expect(table.lookup('محمد')).toEqual([]);
  });

  it('orders spellings by support and ignores unrelated tokens', () => {
    const table = learnTransliterations([
      { arabic: 'محمد علي', latin: 'Muhammad Ali' },
      { arabic: 'محمد حسن', latin: 'Mohammed Hasan' },
      { arabic: 'محمد عمر', latin: 'Mohammed Omar' },
      { arabic: 'شركه النور', latin: 'Light Company' },
    ]);
    expect(table.lookup('محمد')).toEqual(['mohammed', 'muhammad']);
    expect(table.lookup('شركه')).toEqual([]);
  });

  it('is deterministic: input order does not change the table', () => {
    const names = readUnBilingualIndividuals();
    const forward = learnTransliterations(names);
    const backward = learnTransliterations([...names].reverse());
    expect(backward.size).toBe(forward.size);
    for (const token of ['محمد', 'عبد', 'حسين', 'التكريتي'])
      expect(backward.lookup(token)).toEqual(forward.lookup(token));
  });

  it('learned on 80 % of the real UN list, finds the held-out Latin token for most Arabic tokens', () => {
    const names = readUnBilingualIndividuals();
    expect(names.length).toBeGreaterThanOrEqual(320);
    const training = names.filter((_, index) => index % 5 !== 0);
    const heldOut = names.filter((_, index) => index % 5 === 0);
    const table = learnTransliterations(training);
    const learned = scoreHeldOut(heldOut, table);
    const ruleOnly = scoreHeldOut(heldOut, undefined);
    console.log(
      `UN held-out: ${heldOut.length} names, ${learned.tokens} aligned tokens, table ${table.size} entries from ${training.length} names\n` +
        `  candidates hold the exact Latin token: ${percent(learned.exact, learned.tokens)} (rules + curated only: ${percent(ruleOnly.exact, ruleOnly.tokens)})\n` +
        `  candidates hold a skeleton-equal token: ${percent(learned.skeleton, learned.tokens)} (rules + curated only: ${percent(ruleOnly.skeleton, ruleOnly.tokens)})\n` +
        `  skeleton keys meet the Latin token: ${percent(learned.keys, learned.tokens)}\n` +
        `  names whose every Arabic token meets a Latin token: ${percent(learned.namesFullyMet, heldOut.length)}`,
    );
    expect(table.size).toBeGreaterThanOrEqual(300);
    expect(learned.tokens).toBeGreaterThanOrEqual(230);
    expect(learned.exact / learned.tokens).toBeGreaterThanOrEqual(0.72);
    expect(learned.exact).toBeGreaterThan(ruleOnly.exact);
    expect(learned.skeleton / learned.tokens).toBeGreaterThanOrEqual(0.96);
    expect(learned.keys / learned.tokens).toBeGreaterThanOrEqual(0.96);
    expect(learned.namesFullyMet / heldOut.length).toBeGreaterThanOrEqual(0.85);
  });
});
