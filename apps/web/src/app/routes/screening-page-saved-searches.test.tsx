import type { SavedSearch } from '@sanctions/contracts';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildSessionUser } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import { shellHandlers } from '@test/shell-handlers';
import { buildSearchReply, ZAWAHIRI_MATCH } from '@test/screening/search/search-fixtures';
import { searchHandlers } from '@test/screening/search/search-handlers';

beforeEach(() => server.use(...shellHandlers()));

function buildSaved(overrides: Partial<SavedSearch> = {}): SavedSearch {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    name: 'Weekly UN check',
    description: null,
    query: {
      firstName: 'Ayman',
      lastName: 'Zawahiri',
      arabicName: '',
      searchType: 'phonetic',
      sanctionLists: 'un',
    },
    isFavorite: false,
    useCount: 3,
    lastUsed: '2026-11-20T09:00:00.000Z',
    createdAt: '2026-11-01T09:00:00.000Z',
    ...overrides,
  };
}

/** An in-memory saved-searches API recording what the page sent. */
function savedSearchesApi(initial: SavedSearch[]) {
  let items = [...initial];
  const log = {
    created: [] as unknown[],
    updated: [] as unknown[],
    deleted: [] as string[],
    used: [] as string[],
  };
  const one = (savedSearch: SavedSearch) =>
    HttpResponse.json({ success: true, data: { savedSearch } });
  server.use(
    http.get('*/api/v2/saved-searches', () =>
      HttpResponse.json({ success: true, data: { savedSearches: items } }),
    ),
    http.post('*/api/v2/saved-searches', async ({ request }) => {
      const body = await request.json();
      log.created.push(body);
      const created = buildSaved({
        id: '22222222-2222-4222-8222-222222222222',
        name: 'New',
        useCount: 1,
      });
      items = [...items, created];
      return one(created);
    }),
    http.put('*/api/v2/saved-searches/:id', async ({ params, request }) => {
      const body = await request.json();
      log.updated.push(body);
      items = items.map((item) =>
        item.id === params.id ? { ...item, ...(body as Partial<SavedSearch>) } : item,
      );
      const updated = items.find((item) => item.id === params.id);
      return updated ? one(updated) : HttpResponse.json({}, { status: 404 });
    }),
    http.delete('*/api/v2/saved-searches/:id', ({ params }) => {
      log.deleted.push(String(params.id));
      items = items.filter((item) => item.id !== params.id);
      return HttpResponse.json({ success: true });
    }),
    http.post('*/api/v2/saved-searches/:id/use', ({ params }) => {
      log.used.push(String(params.id));
      const used = items.find((item) => item.id === params.id);
      return used
        ? one({ ...used, useCount: used.useCount + 1 })
        : HttpResponse.json({}, { status: 404 });
    }),
  );
  return log;
}

/** The screening page with these saved searches (their handlers registered last, so they answer). */
function renderScreening(saved: SavedSearch[], language: 'en' | 'ar' = 'en') {
  const { handlers, log } = searchHandlers({ reply: buildSearchReply([ZAWAHIRI_MATCH]) });
  server.use(...handlers);
  const api = savedSearchesApi(saved);
  return {
    ...renderApp('/sanctions-screening', { user: buildSessionUser(), language }),
    log,
    api,
  };
}

describe('saved searches on the screening page', { timeout: 20_000 }, () => {
  it('saves the form query with a name, description and favourite', async () => {
    const { user, log, api } = renderScreening([]);
    await user.type(await screen.findByLabelText('First Name'), 'Ayman');
    await user.selectOptions(screen.getByLabelText('Sanction List'), 'un');
    await user.click(screen.getByRole('button', { name: 'Save search' }));

    const dialog = await screen.findByRole('dialog', { name: 'Save search' });
    const name = within(dialog).getByLabelText('Name');
    expect(name).toHaveValue('Ayman');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a name.')).toBeVisible();

    await user.type(name, 'Ayman UN');
    await user.type(within(dialog).getByLabelText('Description (optional)'), 'Monthly');
    await user.click(within(dialog).getByLabelText('Favourite'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.created).toHaveLength(1));
    expect(api.created[0]).toEqual({
      name: 'Ayman UN',
      description: 'Monthly',
      isFavorite: true,
      query: {
        firstName: 'Ayman',
        lastName: '',
        arabicName: '',
        searchType: 'fuzzy',
        sanctionLists: 'un',
      },
    });
    // Saving does not screen.
    expect(log.searchBodies).toEqual([]);
    expect(await screen.findByRole('list', { name: 'Saved searches' })).toBeVisible();
  });

  it('does not open the save dialog while the form has no name, and shows why', async () => {
    const { user, api } = renderScreening([]);
    await user.click(await screen.findByRole('button', { name: 'Save search' }));
    expect(await screen.findByText('At least one name field must be provided')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.created).toEqual([]);
  });

  it('runs a saved search again in one click: fills the form and submits it', async () => {
    const { user, log, api } = renderScreening([buildSaved()]);
    await user.click(await screen.findByRole('button', { name: 'Run “Weekly UN check” again' }));

    await waitFor(() => expect(log.searchBodies).toHaveLength(1));
    expect(api.used).toEqual(['11111111-1111-4111-8111-111111111111']);
    expect(log.searchBodies[0]).toEqual({
      firstName: 'Ayman',
      lastName: 'Zawahiri',
      arabicName: '',
      searchType: 'phonetic',
      sanctionLists: 'un',
    });
    expect(screen.getByLabelText('Last Name')).toHaveValue('Zawahiri');
    expect(screen.getByLabelText('Search Type')).toHaveValue('phonetic');
    // A result offers to save its query too.
    expect(await screen.findAllByRole('button', { name: 'Save search' })).toHaveLength(2);
  });

  it('toggles the favourite, renames, and deletes after confirming', async () => {
    const { user, api } = renderScreening([buildSaved()]);
    const favourite = await screen.findByRole('button', {
      name: 'Add “Weekly UN check” to favourites',
    });
    expect(favourite).toHaveAttribute('aria-pressed', 'false');
    await user.click(favourite);
    await waitFor(() => expect(api.updated).toEqual([{ isFavorite: true }]));
    expect(
      await screen.findByRole('button', { name: 'Remove “Weekly UN check” from favourites' }),
    ).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Rename “Weekly UN check”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename saved search' });
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'Zawahiri watch');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.updated).toHaveLength(2));
    expect(api.updated[1]).toEqual({ name: 'Zawahiri watch', description: null, isFavorite: true });
    expect(await screen.findByText('Zawahiri watch')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Delete “Zawahiri watch”' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete saved search?' });
    expect(api.deleted).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.deleted).toEqual(['11111111-1111-4111-8111-111111111111']));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Saved searches' })).toBeNull());
  });

  it('shows the list in Arabic with the plural of the use count', async () => {
    renderScreening(
      [
        buildSaved({ useCount: 2 }),
        buildSaved({ id: '33333333-3333-4333-8333-333333333333', name: 'ب', useCount: 11 }),
      ],
      'ar',
    );
    expect(await screen.findByRole('list', { name: 'عمليات البحث المحفوظة' })).toBeVisible();
    const detail = (text: string) =>
      screen.getByText(
        (_, element) => element?.tagName === 'SPAN' && element.textContent.includes(text),
      );
    expect(detail('استُخدم مرتين')).toBeVisible();
    expect(detail('استُخدم 11 مرة')).toBeVisible();
    expect(screen.getByRole('button', { name: 'حفظ البحث' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'تشغيل «ب» مرة أخرى' })).toBeVisible();
  });
});
