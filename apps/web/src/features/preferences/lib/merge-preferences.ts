import type { Preferences, UpdatePreferencesBody } from '@sanctions/contracts';

/** `current` with one update body applied, as the server will store it (partial groups merge). */
export function mergePreferences(current: Preferences, body: UpdatePreferencesBody): Preferences {
  return {
    theme: body.theme ?? current.theme,
    language: body.language ?? current.language,
    emailNotifications: { ...current.emailNotifications, ...body.emailNotifications },
    searchDefaults: { ...current.searchDefaults, ...body.searchDefaults },
    display: { ...current.display, ...body.display },
    privacy: { ...current.privacy, ...body.privacy },
    accessibility: { ...current.accessibility, ...body.accessibility },
  };
}
