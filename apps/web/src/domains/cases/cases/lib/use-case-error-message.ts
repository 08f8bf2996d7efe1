import { CASE_MESSAGE_KEYS } from '@sanctions/contracts';
import type { CaseMessageKey } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-error';
import { useApiErrorMessage } from '@/lib/api-error-message';

function isCaseKey(key: string | null): key is CaseMessageKey {
  return key !== null && CASE_MESSAGE_KEYS.some((known) => known === key);
}

/** Like useApiErrorMessage, and the case refusals (cases.*) in the interface language. */
export function useCaseErrorMessage(): (error: unknown, fallback: string) => string {
  const { t } = useTranslation('common');
  const general = useApiErrorMessage();
  return (error, fallback) => {
    if (error instanceof ApiError && isCaseKey(error.messageKey)) {
      return t(`errors.keys.${error.messageKey}`);
    }
    return general(error, fallback);
  };
}

/** A stale decision: the alert changed since the reviewer opened it (409 cases.stale). */
export function isStaleAlert(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 409 &&
    (error.messageKey === 'cases.stale' || error.messageKey === 'cases.changedSinceProposed')
  );
}
