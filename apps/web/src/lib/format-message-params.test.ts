import { describe, expect, it } from 'vitest';
import { formatMessageParams } from './format-message-params';

describe('formatMessageParams', () => {
  it('formats numbers and calendar dates for the language and isolates text', () => {
    expect(
      formatMessageParams({ used: 1200, resetDate: '2026-05-01', plan: 'Starter' }, 'en-GB'),
    ).toEqual({ used: '1,200', resetDate: '1 May 2026', plan: '\u2068Starter\u2069' });
  });

  it('writes the Arabic month name in Arabic', () => {
    expect(formatMessageParams({ resetDate: '2026-05-01' }, 'ar').resetDate).toMatch(/مايو/);
  });
});
