import { describe, expect, it } from 'vitest';
import { passwordChecks } from './password-checks';

const unmet = (password: string) =>
  passwordChecks(password)
    .filter(({ isMet }) => !isMet)
    .map(({ check }) => check);

describe('passwordChecks', () => {
  it('names every part of the strong rule a password misses', () => {
    expect(unmet('')).toEqual(['length', 'uppercase', 'lowercase', 'digit', 'special']);
    expect(unmet('abcdefgh')).toEqual(['uppercase', 'digit', 'special']);
    expect(unmet('Str0ng Pass')).toEqual(['special']);
    expect(unmet('Str0ng!Pass')).toEqual([]);
    // Any symbol counts, not only the spec's @$!%*?& (issue 23 §6).
    expect(unmet('Str0ng#Pass')).toEqual([]);
  });
});
