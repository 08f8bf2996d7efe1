import { bulkRowReasonKey } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';

/** A refused row's reason in the interface language; a reason the web does not know is shown as sent. */
export function useRowReason(): (reason: string) => string {
  const { t } = useTranslation('bulk');
  return (reason) => {
    const key = bulkRowReasonKey(reason);
    return key === null ? reason : t(`reasons.${key}`);
  };
}
