import {
  ERROR_CODES,
  ERROR_DEFAULT_MESSAGES,
  SEARCH_BLOCK_REASONS,
  UPLOAD_MESSAGE_KEYS,
} from '@sanctions/contracts';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { useApiErrorMessage } from './api-error-message';
import { createI18n } from './i18n';
import type { Language } from './language';

const ARABIC_LETTER = /[\u0600-\u06FF]/;
const LATIN_LETTER = /[A-Za-z]/;

function messageIn(language: Language, error: unknown): string {
  const i18n = createI18n(language);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
  return renderHook(() => useApiErrorMessage(), { wrapper }).result.current(error, 'fallback');
}

describe('useApiErrorMessage', () => {
  it.each(ERROR_CODES)('shows %s in Arabic in the Arabic interface', (code) => {
    const text = messageIn(
      'ar',
      new ApiError({ status: 400, code, message: ERROR_DEFAULT_MESSAGES[code] }),
    );
    expect(text).toMatch(ARABIC_LETTER);
    expect(text).not.toMatch(LATIN_LETTER);
  });

  it.each(SEARCH_BLOCK_REASONS)(
    'shows the %s search block reason by its key in Arabic',
    (reason) => {
      const error = new ApiError({
        status: 429,
        code: reason.startsWith('subscription') ? 'SUBSCRIPTION_INACTIVE' : 'SEARCH_LIMIT_REACHED',
        message: 'Daily search limit reached (5 of 5 searches used today).',
        messageKey: `searchBlocked.${reason}`,
        messageParams: { used: 5, limit: 5, count: 3, plan: 'Basic', resetsOn: '2026-05-01' },
      });
      const text = messageIn('ar', error);
      expect(text).toMatch(ARABIC_LETTER);
      expect(text).not.toContain('limit');
      expect(text).not.toBe(
        messageIn('ar', new ApiError({ status: 429, code: error.code ?? 'INTERNAL', message: '' })),
      );
    },
  );

  it.each(UPLOAD_MESSAGE_KEYS)(
    'shows the upload refusal %s by its key in Arabic, and the server words in English',
    (messageKey) => {
      const message = 'A cell of the file holds more than 32,767 characters (line 7)';
      const error = new ApiError({
        status: 400,
        code: 'VALIDATION_FAILED',
        message,
        messageKey,
        messageParams: { line: 7 },
      });
      const text = messageIn('ar', error);
      expect(text).toMatch(ARABIC_LETTER);
      expect(text).not.toBe(
        messageIn('ar', new ApiError({ status: 400, code: 'VALIDATION_FAILED', message: '' })),
      );
      if (messageKey.endsWith('TooLong')) expect(text).toContain('7');
      expect(messageIn('en', error)).toBe(message);
    },
  );

  it.each([
    [0, 'خلال أقل من ساعة'],
    [1, 'بعد ساعة واحدة'],
    [2, 'بعد ساعتين'],
    [3, 'بعد 3 ساعات'],
    [11, 'بعد 11 ساعة'],
    [100, 'بعد 100 ساعة'],
  ])(
    'gives the Arabic daily-limit reason its numbers and the plural form of %i hours',
    (hours, words) => {
      const error = new ApiError({
        status: 429,
        code: 'SEARCH_LIMIT_REACHED',
        message: 'Daily search limit reached (7 of 7 searches used today).',
        messageKey: 'searchBlocked.daily_limit',
        messageParams: { used: 7, limit: 8, count: hours },
      });
      const text = messageIn('ar', error);
      expect(text).toContain('7 من 8');
      expect(text).toContain(words);
    },
  );

  it('says in Arabic that the lists are loading, not that they are missing, while the index builds', () => {
    const message =
      'The sanctions lists are being loaded into the screening index. Please try again in a few seconds.';
    const error = new ApiError({
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      message,
      messageKey: 'screeningIndex.loading',
      messageParams: {},
    });
    expect(messageIn('ar', error)).toBe(
      'يجري تحميل قوائم العقوبات في فهرس الفحص. يرجى المحاولة مرة أخرى بعد بضع ثوانٍ.',
    );
    expect(messageIn('en', error)).toBe(message);
  });

  it('gives the Arabic monthly and organisation reasons their numbers and reset date', () => {
    const monthly = messageIn(
      'ar',
      new ApiError({
        status: 429,
        code: 'SEARCH_LIMIT_REACHED',
        message: 'Monthly search limit reached.',
        messageKey: 'searchBlocked.monthly_limit',
        messageParams: { used: 30, limit: 30, resetsOn: '2026-05-01' },
      }),
    );
    expect(monthly).toContain('30 من 30');
    expect(monthly).toContain('2026-05-01');
    const organisation = messageIn(
      'ar',
      new ApiError({
        status: 429,
        code: 'SEARCH_LIMIT_REACHED',
        message: 'Plan limit reached.',
        messageKey: 'searchBlocked.organization_monthly_limit',
        messageParams: { plan: 'Tiny', used: 2, limit: 2, resetsOn: '2026-05-01' },
      }),
    );
    expect(organisation).toContain('2 من 2');
    expect(organisation).toContain('Tiny');
  });

  it('shows the code text when a plural reason comes without its count', () => {
    const error = new ApiError({
      status: 429,
      code: 'SEARCH_LIMIT_REACHED',
      message: 'Daily search limit reached.',
      messageKey: 'searchBlocked.daily_limit',
    });
    expect(messageIn('ar', error)).toBe('تم بلوغ حد البحث');
  });

  it('keeps the server words in English', () => {
    const error = new ApiError({
      status: 429,
      code: 'SEARCH_LIMIT_REACHED',
      message: 'Daily search limit reached (5 of 5 searches used today).',
      messageKey: 'searchBlocked.daily_limit',
    });
    expect(messageIn('en', error)).toBe('Daily search limit reached (5 of 5 searches used today).');
  });

  it('falls back to the error code text for an unknown key', () => {
    const error = new ApiError({
      status: 401,
      code: 'TWO_FACTOR_REQUIRED',
      message: 'Two-factor authentication required',
      messageKey: 'some.newer.key',
    });
    expect(messageIn('ar', error)).toBe('المصادقة الثنائية مطلوبة');
  });

  it('uses the fallback for something that is not an API error', () => {
    expect(messageIn('ar', new Error('boom'))).toBe('fallback');
  });
});
