import { DEFAULT_PREFERENCES } from '@sanctions/contracts';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@test/msw-server';
import { changeLanguage, createI18n } from './i18n';
import { createQueryClient } from './query-client';
import { applyStoredLanguage } from './stored-language';

/** Answers GET /user/preferences with `language` once `release` is called. */
function preferencesReplyHeldBack(language: string) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.get('*/api/v2/user/preferences', async () => {
      await released;
      return HttpResponse.json({ success: true, data: { ...DEFAULT_PREFERENCES, language } });
    }),
  );
  return release;
}

describe('applyStoredLanguage', () => {
  it("switches to the account's stored language when the user has not chosen one meanwhile", async () => {
    const i18n = createI18n('en');
    const release = preferencesReplyHeldBack('ar');
    const applied = applyStoredLanguage(createQueryClient(), i18n);
    release();
    expect(await applied).toBe('ar');
    expect(i18n.language).toBe('ar');
  });

  it('keeps a language the user switched to while the preferences reply was late (issue 23 §1)', async () => {
    const i18n = createI18n('en');
    const release = preferencesReplyHeldBack('en');
    const applied = applyStoredLanguage(createQueryClient(), i18n);
    await changeLanguage(i18n, 'ar');
    release();
    expect(await applied).toBeNull();
    expect(i18n.language).toBe('ar');
  });
});
