import { activityDescriptionSchema } from '@sanctions/contracts';
import type { Activity } from '@sanctions/contracts';
import { useTranslation } from 'react-i18next';
import { formatMessageParams } from '@/lib/format-message-params';

/**
 * The activity's description in the interface language, rendered from its description key and
 * parameters; the server's English sentence when the key is missing, unknown to this client or sent with
 * parameters that do not fit it.
 */
export function useActivityDescription(activity: Activity): string {
  const { t, i18n } = useTranslation('activity');
  const parsed = activityDescriptionSchema.safeParse({
    key: activity.descriptionKey,
    params: activity.descriptionParams,
  });
  if (!parsed.success) return activity.description;
  const described = parsed.data;
  const values = formatMessageParams(described.params, i18n.language);
  if (described.key === 'searched')
    values.searchType = t(`searchTypes.${described.params.searchType}`);
  return t(`descriptions.${described.key}` as const, { replace: values });
}
