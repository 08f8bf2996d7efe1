import { activityDescriptionSchema } from '@sanctions/contracts';
import type { Activity } from '@sanctions/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMessageParams } from './format-message-params';

/** The description fields shared by activity log entries and security events. */
export type DescribedEntry = Pick<Activity, 'description' | 'descriptionKey' | 'descriptionParams'>;

/**
 * Describes activity log entries and security events in the interface language, from their description
 * key and parameters; the server's English sentence when the key is missing, unknown to this client or
 * sent with parameters that do not fit it.
 */
export function useDescribeActivity(): (entry: DescribedEntry) => string {
  const { t, i18n } = useTranslation('activity');
  const language = i18n.language;
  return useCallback(
    (entry: DescribedEntry) => {
      const parsed = activityDescriptionSchema.safeParse({
        key: entry.descriptionKey,
        params: entry.descriptionParams,
      });
      if (!parsed.success) return entry.description;
      const described = parsed.data;
      const values = formatMessageParams(described.params, language);
      if (described.key === 'searched' || described.key === 'searchedViaApiKey')
        values.searchType = t(`searchTypes.${described.params.searchType}`);
      return t(`descriptions.${described.key}` as const, { replace: values });
    },
    [t, language],
  );
}
