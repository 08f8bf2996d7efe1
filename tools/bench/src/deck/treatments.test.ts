import { describe, expect, it } from 'vitest';
import { varyArabicName } from './arabic-variants';
import { treatLatinTransliteration } from './latin-transliteration';
import {
  treatCasePunctuation,
  treatExtraToken,
  treatInitials,
  treatMissingToken,
  treatReorder,
  treatSplitJoin,
  treatTypo,
} from './latin-treatments';
import { createPrng, hashSeed } from './prng';

const NAME = ['Abdul', 'Rahman', 'Yasin', 'AL-ZAWAHIRI'];
const SEEDS = Array.from({ length: 40 }, (_, i) => `seed-${i}`);

describe('prng', () => {
  it('repeats for the same seed and differs across seeds', () => {
    const a = createPrng('x');
    const b = createPrng('x');
    const c = createPrng('y');
    const seq = (p: ReturnType<typeof createPrng>) => Array.from({ length: 5 }, () => p.next());
    const first = seq(a);
    expect(seq(b)).toEqual(first);
    expect(seq(c)).not.toEqual(first);
    expect(first.every((v) => v >= 0 && v < 1)).toBe(true);
    expect(hashSeed('abc')).toBe(hashSeed('abc'));
  });
});

describe('Latin treatments change the name the way they say', () => {
  it.each(SEEDS)('seed %s', (seed) => {
    const rng = () => createPrng(seed);
    const joined = (parts: string[] | undefined) => parts?.join(' ');

    const typo = treatTypo(NAME, rng());
    expect(typo).toBeDefined();
    expect(joined(typo?.parts)).not.toBe(NAME.join(' '));
    expect(typo?.parts).toHaveLength(NAME.length);

    const reordered = treatReorder(NAME, rng());
    expect([...(reordered?.parts ?? [])].map((t) => t.replace(',', '')).sort()).toEqual(
      [...NAME].sort(),
    );

    const missing = treatMissingToken(NAME, rng());
    expect(missing?.parts).toHaveLength(NAME.length - 1);

    const extra = treatExtraToken(NAME, rng(), ['John', 'Maria']);
    expect(extra?.parts).toHaveLength(NAME.length + 1);

    const initials = treatInitials(NAME, rng());
    expect(initials?.parts.some((t) => /^[A-Z]\.?$/.test(t))).toBe(true);

    const cased = treatCasePunctuation(NAME, rng());
    expect(joined(cased?.parts)).not.toBe(NAME.join(' '));

    const split = treatSplitJoin(NAME, rng());
    expect(split?.parts.join('').replace(/[-\s]/g, '').toLowerCase()).toBe(
      NAME.join('').replace(/-/g, '').toLowerCase(),
    );

    const translit = treatLatinTransliteration(NAME, rng());
    expect(joined(translit?.parts)).not.toBe(NAME.join(' '));
  });

  it('declines what it cannot do', () => {
    const rng = createPrng('x');
    expect(treatTypo(['Li', 'Wei'], rng)).toBeUndefined();
    expect(treatMissingToken(['Ivan', 'Petrov'], rng)).toBeUndefined();
    expect(treatReorder(['Hamas'], rng)).toBeUndefined();
    expect(treatSplitJoin(['Ivan', 'Petrov'], rng)).toBeUndefined();
  });
});

describe('varyArabicName', () => {
  it.each(SEEDS)('changes an Arabic name and keeps it Arabic (seed %s)', (seed) => {
    const varied = varyArabicName('عبد الرحمن أحمد القاسمي', createPrng(seed));
    expect(varied?.name).not.toBe('عبد الرحمن أحمد القاسمي');
    expect(varied?.name).toMatch(/^[\u0600-\u06ff\s]+$/);
  });

  it('ignores Latin text', () => {
    expect(varyArabicName('Ahmed', createPrng('x'))).toBeUndefined();
  });
});
