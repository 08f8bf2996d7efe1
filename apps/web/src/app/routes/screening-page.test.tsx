import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ALL_FRESH, buildFreshnessReply } from '@test/freshness-fixtures';
import { searchHandlers } from '@test/screening/search/search-handlers';
import { buildSessionUser } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';

function serveFrame() {
  server.use(
    ...searchHandlers().handlers,
    http.get('*/api/v2/notifications', () =>
      HttpResponse.json({ success: true, data: { notifications: [], unreadCount: 0 } }),
    ),
    http.get('*/api/v2/sanctions/freshness', () =>
      HttpResponse.json(buildFreshnessReply(ALL_FRESH)),
    ),
  );
}

describe('list dates in the app frame', { timeout: 20_000 }, () => {
  it.each([
    { path: '/sanctions-screening', place: 'the panel above the search form', isPanel: true },
    { path: '/dashboard', place: 'the panel above the search form', isPanel: true },
    { path: '/terms', place: 'the bar above the footer', isPanel: false },
  ])('$path shows the dates once, in $place', async ({ path, isPanel }) => {
    serveFrame();
    renderApp(path, { user: buildSessionUser() });
    // A generous wait: the first render of the search screen is slow on a busy machine.
    const [shown, ...others] = await screen.findAllByRole(
      'region',
      { name: 'Sanctions list dates' },
      { timeout: 5_000 },
    );
    expect(others).toEqual([]);
    expect(shown).toHaveTextContent('UN');
    // The panel is a bordered box in the page; the bar a full-width line with its text in the page column.
    expect(shown?.classList.contains('rounded-md')).toBe(isPanel);
    expect(shown?.firstElementChild?.classList.contains('max-w-7xl')).toBe(!isPanel);
  });
});
