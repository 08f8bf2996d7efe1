import { describe, expect, it } from 'vitest';
import { hasUnstorableCharacters, toStorableText } from './storable-text';

describe('toStorableText', () => {
  it('drops NUL, other control characters and unpaired surrogates, keeps tabs, line breaks and pairs', () => {
    expect(toStorableText('a\u0000b\u0007c\td\ne\u{1F600}f\ud800g\udc00h')).toBe(
      'abc\td\ne\u{1F600}fgh',
    );
  });

  it('cuts a long text to the bound with an ellipsis, never leaving half a surrogate pair', () => {
    expect(toStorableText('x'.repeat(2_000))).toBe(`${'x'.repeat(999)}…`);
    expect(toStorableText(`abcd\u{1F600}zz`, 6)).toBe('abcd…');
    expect(toStorableText('short', 6)).toBe('short');
  });
});

describe('hasUnstorableCharacters', () => {
  it('finds what PostgreSQL refuses in text or jsonb, and nothing else', () => {
    expect(hasUnstorableCharacters('a\u0000b')).toBe(true);
    expect(hasUnstorableCharacters('a\ud800')).toBe(true);
    expect(hasUnstorableCharacters('\udc00a')).toBe(true);
    expect(hasUnstorableCharacters('a\u{1F600}\tb\u0085')).toBe(false);
  });
});
