import { describe, expect, it } from 'vitest';
import { isolateEach } from './isolate-each';

describe('isolateEach', () => {
  it.each([
    [[], ''],
    [['Ayman al-Zawahiri'], '\u2068Ayman al-Zawahiri\u2069'],
    [
      ['Ayman al-Zawahiri', 'أيمن الظواهري', 'Dr. Ayman'],
      '\u2068Ayman al-Zawahiri\u2069; \u2068أيمن الظواهري\u2069; \u2068Dr. Ayman\u2069',
    ],
  ])('isolates each of %j', (values, expected) => {
    expect(isolateEach(values)).toBe(expected);
  });
});
