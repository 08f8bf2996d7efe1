import { describe, expect, it } from 'vitest';
import { hasPasswordSymbol, strongPasswordSchema } from './auth';
import { firstPasswordResetProblem } from './password-reset';

// Issue 23 §6: any symbol counts, not only the spec's @$!%*?&; every password the spec accepts still passes.
describe('the stronger password rule', () => {
  it.each([
    { password: 'Passw0rd!', strong: true, why: "one of the spec's symbols" },
    { password: 'Passw0rd#', strong: true, why: '#' },
    { password: 'Passw0rd_', strong: true, why: 'underscore' },
    { password: 'Passw0rd€', strong: true, why: 'a currency sign' },
    { password: 'Passw0rd ', strong: false, why: 'a space is no symbol' },
    { password: 'Passw0rdé', strong: false, why: 'an accented letter is a letter' },
    { password: 'Password', strong: false, why: 'no digit, no symbol' },
    { password: 'passw0rd!', strong: false, why: 'no upper case' },
    { password: 'P0rd!', strong: false, why: 'too short' },
  ])('$password: $why', ({ password, strong }) => {
    expect(strongPasswordSchema.safeParse(password).success).toBe(strong);
    expect(firstPasswordResetProblem(password) === null).toBe(strong);
  });

  it.each([
    ['#', true],
    ['-', true],
    ['٫', true],
    ['a', false],
    ['٣', false],
    [' ', false],
  ] as const)('hasPasswordSymbol(%j) is %s', (text, expected) => {
    expect(hasPasswordSymbol(text)).toBe(expected);
  });
});
