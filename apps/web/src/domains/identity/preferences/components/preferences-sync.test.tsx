import { DEFAULT_PREFERENCES, mergePreferences, preferencesSchema } from '@sanctions/contracts';
import type { Preferences } from '@sanctions/contracts';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSessionUser } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import { shellHandlers } from '@test/shell-handlers';

// The signed-in shell's own requests; each test's handlers, registered later, take precedence.
beforeEach(() => server.use(...shellHandlers()));

const root = document.documentElement;

afterEach(() => {
  root.classList.remove('high-contrast', 'reduce-motion', 'dark');
  delete root.dataset.fontSize;
});

/** A preferences endpoint that stores what is PUT, recording the bodies. */
function servePreferences(initial: Preferences) {
  let stored = initial;
  const puts: unknown[] = [];
  server.use(
    http.get('*/api/v2/user/preferences', () => HttpResponse.json({ success: true, data: stored })),
    http.put('*/api/v2/user/preferences', async ({ request }) => {
      const body = await request.json();
      puts.push(body);
      const language = preferencesSchema.shape.language.safeParse(
        typeof body === 'object' && body !== null && 'language' in body ? body.language : undefined,
      );
      if (language.success) stored = mergePreferences(stored, { language: language.data });
      return HttpResponse.json({ success: true, data: stored });
    }),
    http.get('*/api/v2/notifications', () =>
      HttpResponse.json({ success: true, data: { notifications: [], unreadCount: 0 } }),
    ),
  );
  return puts;
}

describe('preferences applied to the page', { timeout: 20_000 }, () => {
  it.each([
    { fontSize: 'small', highContrast: true, reducedMotion: true },
    { fontSize: 'large', highContrast: false, reducedMotion: false },
  ] as const)('puts %o on <html> once loaded', async (accessibility) => {
    servePreferences({
      ...DEFAULT_PREFERENCES,
      accessibility: { ...DEFAULT_PREFERENCES.accessibility, ...accessibility },
    });
    renderApp('/terms', { user: buildSessionUser() });

    await waitFor(() => expect(root.dataset.fontSize).toBe(accessibility.fontSize));
    expect(root.classList.contains('high-contrast')).toBe(accessibility.highContrast);
    expect(root.classList.contains('reduce-motion')).toBe(accessibility.reducedMotion);
  });

  it('saves the EN/AR toggle to the language preference while signed in', async () => {
    const puts = servePreferences(DEFAULT_PREFERENCES);
    const { user } = renderApp('/terms', { user: buildSessionUser() });
    await waitFor(() => expect(root.dataset.fontSize).toBe('medium'));

    await user.click(await screen.findByTestId('language-toggle'));
    await waitFor(() => expect(puts).toEqual([{ language: 'ar' }]));
    expect(root).toHaveAttribute('lang', 'ar');

    await user.click(screen.getByTestId('language-toggle'));
    await waitFor(() => expect(puts).toEqual([{ language: 'ar' }, { language: 'en' }]));
  });

  it('saves a language chosen on the preferences screen once', async () => {
    const puts = servePreferences(DEFAULT_PREFERENCES);
    const { user } = renderApp('/profile?tab=settings', { user: buildSessionUser() });

    await user.selectOptions(await screen.findByLabelText('Language'), 'ar');
    await waitFor(() => expect(root).toHaveAttribute('lang', 'ar'));
    // The toast says the save finished (in the language of the screen that started it).
    expect(
      await screen.findByText(/^(Preferences Updated|تم تحديث التفضيلات)$/),
    ).toBeInTheDocument();
    expect(puts).toEqual([{ language: 'ar' }]);
  });

  it('sends nothing for a visitor', async () => {
    const requested: string[] = [];
    const record = ({ request }: { request: Request }) => requested.push(request.url);
    server.events.on('request:start', record);
    const { user } = renderApp('/terms');
    await user.click(await screen.findByTestId('language-toggle'));
    expect(root).toHaveAttribute('lang', 'ar');
    server.events.removeListener('request:start', record);
    expect(requested).toEqual([]);
  });
});
