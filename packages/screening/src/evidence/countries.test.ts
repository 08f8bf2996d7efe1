import { describe, expect, it } from 'vitest';
import { countryCode } from './countries';

describe('countryCode', () => {
  it.each([
    ['United Kingdom', 'GB'],
    ['UK', 'GB'],
    ['GB', 'GB'],
    ['Russia', 'RU'],
    ['ru', 'RU'],
    ['Egypt', 'EG'],
  ])('%s -> %s (the reserved code UK does not take the name "United Kingdom")', (text, code) => {
    expect(countryCode(text)).toBe(code);
  });
});
