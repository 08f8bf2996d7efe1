import type { ErrorCode } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { ApiError } from './api-error';

const TRANSLATED_CODES = [
  'INVALID_CREDENTIALS',
  'ACCOUNT_INACTIVE',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
  'VALIDATION_FAILED',
] as const satisfies readonly ErrorCode[];

type TranslatedCode = (typeof TRANSLATED_CODES)[number];

function isTranslatedCode(code: ErrorCode | null): code is TranslatedCode {
  return code !== null && TRANSLATED_CODES.some((known) => known === code);
}

/**
 * The message to show for a failed call: in English the server's own words (the spec's toasts quote
 * them); in other languages the translation of its error code, else the server's words; `fallback`
 * when the server sent none.
 */
export function useApiErrorMessage(): (error: unknown, fallback: string) => string {
  const { t, i18n } = useTranslation();
  return (error, fallback) => {
    if (error instanceof TypeError) return t('errors.network');
    if (!(error instanceof ApiError)) return fallback;
    if (i18n.language !== 'en' && isTranslatedCode(error.code)) return t(`errors.${error.code}`);
    return error.message === '' ? fallback : error.message;
  };
}
