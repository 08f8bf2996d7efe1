import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type {
  ListUpdateChangesData,
  ListUpdateEntryDetail,
  ListUpdateVersion,
  SanctionEntry,
} from '@sanctions/contracts';
import { buildSessionUser } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import { shellHandlers } from '@test/shell-handlers';

beforeEach(() => server.use(...shellHandlers()));

const USER = buildSessionUser({ role: 'user' });
const LATER_ID = '00000000-0000-4000-8000-0000000000b2';
const FIRST_ID = '00000000-0000-4000-8000-0000000000b1';
const CHANGED_ENTRY = '00000000-0000-4000-8000-0000000000e1';

const LATER: ListUpdateVersion = {
  id: LATER_ID,
  sanctionList: 'un',
  listSource: 'UN Consolidated List',
  status: 'active',
  publishedAt: '2026-03-06T00:00:00.000Z',
  importedAt: '2026-03-06T09:00:00.000Z',
  activatedAt: '2026-03-06T09:00:00.000Z',
  entryCount: 1000,
  addedCount: 1,
  removedCount: 2,
  changedCount: 3,
  previousVersionId: FIRST_ID,
};
const FIRST: ListUpdateVersion = {
  ...LATER,
  id: FIRST_ID,
  status: 'superseded',
  publishedAt: '2026-02-27T00:00:00.000Z',
  importedAt: '2026-02-27T09:00:00.000Z',
  addedCount: 0,
  removedCount: 0,
  changedCount: 0,
  previousVersionId: null,
};

const ENTRY: SanctionEntry = {
  sanctionList: 'un',
  sourceId: 'CDi.002',
  listSource: 'UN Consolidated List',
  fullName: 'FRANK KAKOLELE BWAMBALE',
  firstName: 'FRANK KAKOLELE',
  lastName: 'BWAMBALE',
  arabicName: '',
  nationality: 'Uganda',
  dateOfBirth: null,
  additionalInfo: '',
  isActive: true,
  lastUpdated: null,
  entityType: 'individual',
  aliases: [],
  birthDates: [],
  birthPlaces: [],
  nationalities: ['Uganda'],
  addresses: [],
  documents: [],
  programmes: ['DRC'],
  gender: 'female',
};

function changesOf(kind: ListUpdateChangesData['kind'], q: string): ListUpdateChangesData {
  const entries =
    kind === 'changed' && !q.includes('nobody')
      ? [
          {
            entryId: CHANGED_ENTRY,
            kind,
            sourceId: 'CDi.002',
            name: 'FRANK KAKOLELE BWAMBALE',
            entityType: 'individual' as const,
            programmes: ['DRC'],
            changedFields: ['nationalities' as const, 'gender' as const],
          },
        ]
      : [];
  return {
    version: LATER,
    kind,
    entries,
    total: entries.length,
    page: 1,
    pageSize: 20,
    previousEntriesAvailable: true,
  };
}

const DETAIL: ListUpdateEntryDetail = {
  versionId: LATER_ID,
  entryId: CHANGED_ENTRY,
  kind: 'changed',
  entry: ENTRY,
  changes: [
    {
      field: 'nationalities',
      before: ['Democratic Republic of the Congo'],
      after: ['Uganda'],
      added: ['Uganda'],
      removed: ['Democratic Republic of the Congo'],
    },
    { field: 'gender', before: ['male'], after: ['female'], added: ['female'], removed: ['male'] },
  ],
  previousEntriesAvailable: true,
};

function useUpdatesApi() {
  const versionQueries: URLSearchParams[] = [];
  server.use(
    http.get('*/api/v2/sanctions/updates', ({ request }) => {
      const params = new URL(request.url).searchParams;
      versionQueries.push(params);
      const versions = params.get('list') === 'ofac' ? [] : [LATER, FIRST];
      return HttpResponse.json({
        success: true,
        data: { versions, total: versions.length, page: 1, pageSize: 20 },
      });
    }),
    http.get('*/api/v2/sanctions/updates/:versionId', ({ request, params }) => {
      if (params.versionId !== LATER_ID) {
        return HttpResponse.json(
          { success: false, error: { code: 'NOT_FOUND', message: 'List version not found' } },
          { status: 404 },
        );
      }
      const search = new URL(request.url).searchParams;
      const kind = search.get('kind');
      return HttpResponse.json({
        success: true,
        data: changesOf(
          kind === 'removed' || kind === 'changed' ? kind : 'added',
          search.get('q') ?? '',
        ),
      });
    }),
    http.get('*/api/v2/sanctions/updates/:versionId/entries/:entryId', () =>
      HttpResponse.json({ success: true, data: DETAIL }),
    ),
  );
  return { versionQueries };
}

describe('list updates page', { timeout: 30_000 }, () => {
  it('lists the versions with dates, counts and status, and filters by list', async () => {
    const { versionQueries } = useUpdatesApi();
    const { user } = renderApp('/sanctions/updates', { user: USER });
    const rows = await screen.findAllByTestId('list-version-row', {}, { timeout: 10_000 });
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('UN Consolidated List');
    expect(rows[0]).toHaveTextContent('06/03/2026');
    expect(rows[0]).toHaveTextContent('Added1');
    expect(rows[0]).toHaveTextContent('Removed2');
    expect(rows[0]).toHaveTextContent('In use');
    expect(rows[1]).toHaveTextContent('First version');
    expect(rows[1]).toHaveTextContent('Replaced');

    await user.selectOptions(screen.getByLabelText('List'), 'ofac');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('No list version matches these filters.')).toBeVisible();
    expect(versionQueries.at(-1)?.get('list')).toBe('ofac');
  });

  it('opens a version from the list, its changed entries and the entry with before and after', async () => {
    useUpdatesApi();
    const { user, router } = renderApp('/sanctions/updates', { user: USER });
    await user.click(
      await screen.findByRole(
        'link',
        { name: 'Open the update of UN Consolidated List published 06/03/2026' },
        { timeout: 10_000 },
      ),
    );
    expect(router.state.location.search).toEqual({ version: LATER_ID });
    expect(await screen.findByRole('heading', { name: 'UN Consolidated List' })).toBeVisible();
    expect(await screen.findByText('No entries.')).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Changed (3)' }));
    const row = await screen.findByTestId('list-update-entry');
    expect(row).toHaveTextContent('Nationalities, Gender');
    await user.click(within(row).getByRole('button', { name: 'Show FRANK KAKOLELE BWAMBALE' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Changed in this version')).toBeVisible();
    const nationalities = within(dialog).getByRole('region', { name: 'Nationalities' });
    expect(nationalities).toHaveTextContent('Democratic Republic of the Congo');
    expect(nationalities).toHaveTextContent('Uganda');
    const gender = within(dialog).getByRole('region', { name: 'Gender' });
    expect(gender).toHaveTextContent('Removed: Male');
    expect(gender).toHaveTextContent('Added: Female');

    await user.keyboard('{Escape}');
    await user.type(
      screen.getByRole('searchbox', { name: 'Search these entries' }),
      'nobody{Enter}',
    );
    expect(await screen.findByText('No entry matches this search.')).toBeVisible();
  });

  it('opens a version directly from ?version= in Arabic', async () => {
    useUpdatesApi();
    renderApp(`/sanctions/updates?version=${LATER_ID}`, { user: USER, language: 'ar' });
    expect(
      await screen.findByRole('tab', { name: /^المُعدّل \((3|٣)\)$/ }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.getByText('كل تحديثات القوائم')).toBeVisible();
    expect(screen.getByText('قيد الاستخدام')).toBeVisible();
  });

  it('tells the user a version does not exist', async () => {
    useUpdatesApi();
    renderApp(`/sanctions/updates?version=${FIRST_ID.replace('b1', 'ff')}`, { user: USER });
    expect(
      await screen.findByText(
        'This list version does not exist or was never used for screening.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  });
});
