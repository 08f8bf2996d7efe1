import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { arabicTokenSkeletons } from './arabic-skeleton';
import { latinSkeleton } from './latin-skeleton';
import { normalizeArabicText } from './normalize-arabic';
import { transliterateArabicToken } from './transliterate';

const EVAL_DIR = fileURLToPath(new URL('../../../../../shared/data/eval-public/', import.meta.url));

function meets(arabicToken: string, latinToken: string): boolean {
  return arabicTokenSkeletons(arabicToken).includes(latinSkeleton(latinToken));
}

describe('arabicTokenSkeletons meets latinSkeleton', () => {
  it.each([
    ['محمد', ['mohammed', 'muhammad', 'mohamed', 'mhmd']],
    ['القذافي', ['qaddafi', 'gaddafi', 'kadhafi', 'al-qadhafi', 'elkaddafi', 'kazzafi']],
    ['حسين', ['hussein', 'husayn', 'husain']],
    ['اسامه', ['osama', 'usama', 'usamah', 'oussama']],
    ['يوسف', ['yusuf', 'youssef', 'yousif']],
    ['جمال', ['jamal', 'gamal', 'djamel']],
    ['فاطمه', ['fatima', 'fatimah']],
    ['عبدالرحمن', ['abdulrahman', 'abdelrahman', 'abdurrahman', 'abd-ar-rahman']],
    ['عبدالله', ['abdullah', 'abdallah', 'abdulla']],
    ['الرحمن', ['al-rahman', 'ar-rahman', 'rahman', 'alrahman']],
    ['الدين', ['al-din', 'ad-din', 'din', 'eddine']],
    ['صلاحالدين', ['salahuddin', 'salaheddine', 'salahaldin']],
    ['سيفالاسلام', ['saifulislam', 'saifalislam']],
    ['ابن', ['ibn', 'bin', 'ben']],
    ['بن', ['bin', 'ibn']],
    ['ابو', ['abu', 'abou']],
    ['عثمان', ['othman', 'osman', 'uthman']],
    ['الظواهري', ['zawahiri', 'al-zawahiri', 'dhawahiri']],
    ['صالح', ['salih', 'saleh']],
    ['الحياه', ['hayat']],
    ['اسحاق', ['ishaq']],
    ['عزت', ['izzat', 'ezzat']],
  ])('%s', (arabic, spellings) => {
    for (const latin of spellings)
      expect({ latin, meets: meets(arabic, latin) }).toEqual({ latin, meets: true });
  });

  it.each([
    ['محمد', 'ahmed'],
    ['حسن', 'ali'],
    ['خالد', 'walid'],
  ])('%s does not meet %s', (arabic, latin) => {
    expect(meets(arabic, latin)).toBe(false);
  });

  it('returns at most 12 keys and none for a token without letters', () => {
    expect(arabicTokenSkeletons('الثذضظ').length).toBeLessThanOrEqual(12);
    expect(arabicTokenSkeletons('')).toEqual([]);
    expect(arabicTokenSkeletons('١٢٣')).toEqual([]);
  });
});

/** Share of Arabic tokens of (Arabic, Latin) name pairs whose keys, or transliterations, meet the aligned Latin token. */
function agreement(pairs: readonly (readonly [string, string])[]): {
  keys: number;
  transliterations: number;
} {
  let keys = 0;
  let transliterations = 0;
  for (const [arabic, latin] of pairs) {
    if (meets(arabic, latin)) keys += 1;
    const gold = latinSkeleton(latin);
    if (transliterateArabicToken(arabic).some((candidate) => latinSkeleton(candidate) === gold))
      transliterations += 1;
  }
  return { keys: keys / pairs.length, transliterations: transliterations / pairs.length };
}

describe('agreement on public Arabic/Latin pairs', () => {
  it('cross_script_pairs.csv (watchman): every Arabic token meets its Latin token', () => {
    const tokenPairs: [string, string][] = [];
    for (const line of readFileSync(`${EVAL_DIR}cross_script_pairs.csv`, 'utf8').split('\n')) {
      const [query, expected] = line.split(',');
      if (!query || !expected || line.startsWith('#') || !/[\u0600-\u06FF]/u.test(query)) continue;
      const arabic = normalizeArabicText(query).split(' ');
      // عبد الله ↔ Abdullah: the compound is one Latin token.
      const joined =
        arabic.length === 2 && expected.split(' ').length === 1 ? [arabic.join('')] : arabic;
      const latin = expected.toLowerCase().split(' ');
      joined.forEach((token, index) => tokenPairs.push([token, latin[index] ?? '']));
    }
    const result = agreement(tokenPairs);
    console.log(
      `cross_script_pairs: ${tokenPairs.length} Arabic tokens, keys ${(result.keys * 100).toFixed(1)} %, transliterations ${(result.transliterations * 100).toFixed(1)} %`,
    );
    expect(tokenPairs.length).toBe(7);
    expect(result.keys).toBe(1);
    expect(result.transliterations).toBe(1);
  });

  it('ar2en-test.txt (google/transliteration, mostly foreign names in Arabic script): keys ≥ 88 %', () => {
    const pairs: [string, string][] = [];
    for (const line of readFileSync(`${EVAL_DIR}ar2en-test.txt`, 'utf8').split('\n')) {
      const [arabic, latin] = line.split('\t');
      if (arabic && latin) pairs.push([normalizeArabicText(arabic), latin]);
    }
    const result = agreement(pairs);
    console.log(
      `ar2en-test: ${pairs.length} pairs, keys ${(result.keys * 100).toFixed(1)} %, transliterations ${(result.transliterations * 100).toFixed(1)} %`,
    );
    expect(pairs.length).toBe(1590);
    expect(result.keys).toBeGreaterThanOrEqual(0.88);
    expect(result.transliterations).toBeGreaterThanOrEqual(0.85);
  });
});
