import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-error';
import { useApiErrorMessage } from '@/lib/api-error-message';

/** The monitoring routes' message keys (ADR 005) with texts under `monitoring:errors`. */
const MONITORING_MESSAGE_KEYS = {
  'monitoring.subjectDuplicate': 'errors.subjectDuplicate',
  'monitoring.subjectRemoved': 'errors.subjectRemoved',
  'monitoring.bulkNotFinished': 'errors.bulkNotFinished',
} as const;

function isMonitoringKey(key: string | null): key is keyof typeof MONITORING_MESSAGE_KEYS {
  return key !== null && Object.hasOwn(MONITORING_MESSAGE_KEYS, key);
}

/** Like {@link useApiErrorMessage}, and the monitoring refusals in the interface language. */
export function useMonitoringErrorMessage(): (error: unknown, fallback: string) => string {
  const { t } = useTranslation('monitoring');
  const general = useApiErrorMessage();
  return (error, fallback) => {
    if (error instanceof ApiError && isMonitoringKey(error.messageKey)) {
      return t(MONITORING_MESSAGE_KEYS[error.messageKey]);
    }
    return general(error, fallback);
  };
}
