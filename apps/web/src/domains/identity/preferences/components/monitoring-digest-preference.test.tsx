import { DEFAULT_PREFERENCES, updatePreferencesBodySchema } from '@sanctions/contracts';
import type { UpdatePreferencesBody } from '@sanctions/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider';
import { createI18n } from '@/lib/i18n';
import type { Language } from '@/lib/language';
import { createQueryClient } from '@/lib/query-client';
import { storeTokens } from '@/lib/token-storage';
import { buildSessionUser } from '@test/fixtures';
import { server } from '@test/msw-server';
import { PreferencesScreen } from './preferences-screen';

function renderScreen(language: Language) {
  const sent: UpdatePreferencesBody[] = [];
  storeTokens({ accessToken: 'access-token', refreshToken: 'refresh-token' });
  server.use(
    http.get('*/api/v2/auth-simple/me', () =>
      HttpResponse.json({ success: true, data: { user: buildSessionUser() } }),
    ),
    http.get('*/api/v2/user/preferences', () =>
      HttpResponse.json({ success: true, data: { ...DEFAULT_PREFERENCES, language } }),
    ),
    http.put('*/api/v2/user/preferences', async ({ request }) => {
      const body = updatePreferencesBodySchema.parse(await request.json());
      sent.push(body);
      return HttpResponse.json({
        success: true,
        data: { ...DEFAULT_PREFERENCES, language, ...body },
      });
    }),
  );
  render(
    <AppProvider queryClient={createQueryClient()} i18n={createI18n(language)}>
      <PreferencesScreen apiKeys={null} dangerZone={null} />
    </AppProvider>,
  );
  return sent;
}

describe('monitoring alert e-mails preference', { timeout: 20_000 }, () => {
  it.each([
    { language: 'en', tab: 'Notifications', label: 'Monitoring alerts', daily: 'Daily summary' },
    { language: 'ar', tab: 'الإشعارات', label: 'تنبيهات الرقابة', daily: 'ملخص يومي' },
  ] as const)(
    'saves the daily digest choice ($language)',
    async ({ language, tab, label, daily }) => {
      const sent = renderScreen(language);
      const user = userEvent.setup();
      await user.click(await screen.findByRole('tab', { name: tab }));
      const select = await screen.findByRole('combobox', { name: label });
      expect(select).toHaveValue('immediate');
      await user.selectOptions(select, daily);
      await expect.poll(() => sent).toEqual([{ monitoringDigest: 'daily' }]);
    },
  );
});
