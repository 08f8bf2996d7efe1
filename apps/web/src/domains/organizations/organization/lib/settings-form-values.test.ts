import { describe, expect, it } from 'vitest';
import { settingsFieldOf } from './settings-form-values';

describe('settingsFieldOf', () => {
  it.each([
    [['website'], 'website'],
    [['address', 'city'], 'address.city'],
    [['address', 'planet'], null],
    [['name'], null],
    [[], null],
  ] as const)('maps %j to %s', (path, field) => {
    expect(settingsFieldOf(path)).toBe(field);
  });
});
