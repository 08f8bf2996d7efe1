import {
  ERROR_CODES,
  IP_ALLOWLIST_MESSAGE_KEYS,
  OWN_CASH_PAYMENT_REFUSAL,
  SCREENING_INDEX_MESSAGE_KEYS,
  SEARCH_BLOCK_REASONS,
  SSO_MESSAGE_KEYS,
  UPLOAD_MESSAGE_KEYS,
  WATCHLIST_MESSAGE_KEYS,
  WEBHOOK_MESSAGE_KEYS,
} from '@sanctions/contracts';
import type {
  ErrorCode,
  IpAllowlistMessageKey,
  ScreeningIndexMessageKey,
  SearchBlockReason,
  SsoMessageKey,
  UploadMessageKey,
  WatchlistMessageKey,
  WebhookMessageKey,
} from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { ApiError } from './api-error';

type KnownMessageKey =
  | `searchBlocked.${SearchBlockReason}`
  | 'bulkAllowance.insufficient'
  | typeof OWN_CASH_PAYMENT_REFUSAL.key
  | WebhookMessageKey
  | ScreeningIndexMessageKey
  | SsoMessageKey
  | IpAllowlistMessageKey
  | UploadMessageKey
  | WatchlistMessageKey;

/** The server's message keys (ADR 005) the web has texts for, under `common:errors.keys`. */
const KNOWN_MESSAGE_KEYS: readonly KnownMessageKey[] = [
  ...SEARCH_BLOCK_REASONS.map((reason) => `searchBlocked.${reason}` as const),
  'bulkAllowance.insufficient',
  OWN_CASH_PAYMENT_REFUSAL.key,
  ...WEBHOOK_MESSAGE_KEYS,
  ...SCREENING_INDEX_MESSAGE_KEYS,
  ...SSO_MESSAGE_KEYS,
  ...IP_ALLOWLIST_MESSAGE_KEYS,
  ...UPLOAD_MESSAGE_KEYS,
  ...WATCHLIST_MESSAGE_KEYS,
];

function isKnownMessageKey(key: string | null): key is KnownMessageKey {
  return key !== null && KNOWN_MESSAGE_KEYS.some((known) => known === key);
}

function isErrorCode(code: ErrorCode | null): code is ErrorCode {
  return code !== null && ERROR_CODES.some((known) => known === code);
}

/**
 * The message to show for a failed call: in English the server's own words (the spec's toasts quote
 * them); in other languages the text of the server's message key when the web knows it, else the
 * translation of its error code; `fallback` when the server sent none.
 */
export function useApiErrorMessage(): (error: unknown, fallback: string) => string {
  const { t, i18n } = useTranslation();
  return (error, fallback) => {
    if (error instanceof TypeError) return t('errors.network');
    if (!(error instanceof ApiError)) return fallback;
    if (i18n.language !== 'en') {
      const key = error.messageKey;
      // A text with plural forms resolves only with its `count`; without it the code's text is shown.
      if (isKnownMessageKey(key) && i18n.exists(`errors.keys.${key}`, { ...error.messageParams })) {
        return t(`errors.keys.${key}`, { ...error.messageParams });
      }
      if (isErrorCode(error.code)) return t(`errors.${error.code}`);
    }
    return error.message === '' ? fallback : error.message;
  };
}
