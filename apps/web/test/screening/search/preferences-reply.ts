import { DEFAULT_PREFERENCES, preferencesReplySchema } from '@sanctions/contracts';
import type { PreferencesReply } from '@sanctions/contracts';

/** A contract-valid GET /api/v2/user/preferences reply with the given search defaults. */
export function buildPreferencesReply(
  searchDefaults: Partial<PreferencesReply['data']['searchDefaults']>,
) {
  return preferencesReplySchema.parse({
    success: true,
    data: {
      ...DEFAULT_PREFERENCES,
      searchDefaults: { ...DEFAULT_PREFERENCES.searchDefaults, ...searchDefaults },
    },
  });
}
