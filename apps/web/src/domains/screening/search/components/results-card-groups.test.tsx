import type { MatchInput, PartyGroup } from '@sanctions/contracts';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildSessionUser } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import { shellHandlers } from '@test/shell-handlers';
import {
  buildSearchReply,
  REVIEW_MATCH,
  ZAWAHIRI_MATCH,
} from '@test/screening/search/search-fixtures';
import { searchHandlers } from '@test/screening/search/search-handlers';

beforeEach(() => server.use(...shellHandlers()));

// Al-Zawahiri as the real lists publish him: one party, four records (issue 25 §3).
const GROUP: PartyGroup = {
  id: 'grp:eu:1',
  listings: [
    {
      sanctionList: 'eu',
      listSource: 'EU FSF',
      sourceId: '1',
      name: 'Aiman Al-Zawahiri',
      programmes: ['TAQA'],
      listedOn: '2001-10-11',
    },
    {
      sanctionList: 'ofac',
      listSource: 'OFAC SDN',
      sourceId: '6366',
      name: 'AL-ZAWAHIRI, Ayman',
      programmes: ['SDGT'],
    },
    {
      sanctionList: 'uk',
      listSource: 'UK OFSI',
      sourceId: '6924',
      name: 'AL-ZAWAHIRI, Ayman',
      programmes: ["ISIL (Da'esh) and Al-Qaida"],
      listedOn: '2001-02-23',
    },
    {
      sanctionList: 'un',
      listSource: 'UN Consolidated List',
      sourceId: 'QDi.006',
      name: 'AYMAN MUHAMMED RABI AL-ZAWAHIRI',
      programmes: ['Al-Qaida'],
      listedOn: '2001-01-25',
    },
  ],
  reasons: [
    {
      kind: 'un_reference',
      text: 'shared UN reference QDi.006',
      members: ['eu:1', 'ofac:6366', 'uk:6924', 'un:QDi.006'],
    },
  ],
};

function member(
  sanctionList: 'eu' | 'ofac' | 'uk' | 'un',
  sourceId: string,
  confidence: number,
): MatchInput {
  return {
    ...ZAWAHIRI_MATCH,
    sanctionEntry: { ...ZAWAHIRI_MATCH.sanctionEntry, sanctionList, sourceId },
    confidence,
    groupId: GROUP.id,
    group: GROUP,
  };
}

const ALONE = {
  ...REVIEW_MATCH,
  groupId: 'grp:ofac:9999',
  sanctionEntry: { ...REVIEW_MATCH.sanctionEntry, sourceId: '9999' },
};

async function searchFor(language: 'en' | 'ar') {
  const { handlers } = searchHandlers({
    reply: buildSearchReply([
      member('un', 'QDi.006', 96),
      member('uk', '6924', 94),
      member('ofac', '6366', 91),
      member('eu', '1', 90),
      ALONE,
    ]),
  });
  server.use(...handlers);
  const view = renderApp('/sanctions-screening', { user: buildSessionUser(), language });
  await view.user.type(
    await screen.findByLabelText(language === 'ar' ? 'الاسم الأول' : 'First Name'),
    'Ayman',
  );
  await view.user.click(screen.getByRole('button', { name: language === 'ar' ? 'بحث' : 'Search' }));
  return view;
}

describe('results card, one row per party', { timeout: 20_000 }, () => {
  it('shows one row for the four records of one party, with every listing and its best score', async () => {
    const view = await searchFor('en');
    const results = within(await screen.findByRole('region', { name: 'Search Results' }));
    const rows = results.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const party = within(rows[0] as HTMLElement);
    const listings = within(party.getByRole('list', { name: 'Listings' }));
    expect(listings.getAllByRole('listitem')).toHaveLength(4);
    for (const list of ['EU', 'OFAC (US)', 'UK', 'UN'])
      expect(listings.getByText(list)).toBeVisible();
    expect(listings.getByText('SDGT')).toBeVisible();
    expect(listings.getByText('Listed 25/01/2001')).toBeVisible();
    // The best member's score and explanation: the UN record at 96.
    expect(party.getByRole('meter')).toHaveAttribute('aria-valuenow', '96');
    // A record alone keeps its one list.
    expect(within(rows[1] as HTMLElement).queryByRole('list', { name: 'Listings' })).toBeNull();

    // The detail dialog shows every listing and why the records are one party.
    await view.user.click(party.getByRole('button', { name: /View details/ }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('All listings of this party')).toBeVisible();
    expect(
      within(dialog.getByRole('list', { name: 'Listings' })).getAllByRole('listitem'),
    ).toHaveLength(4);
    expect(dialog.getByTitle('shared UN reference QDi.006')).toHaveTextContent(
      'Shared UN reference: eu:1, ofac:6366, uk:6924, un:QDi.006',
    );
  });

  it('reads in Arabic', async () => {
    await searchFor('ar');
    const results = within(await screen.findByRole('region', { name: 'نتائج البحث' }));
    const rows = results.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const listings = within(
      within(rows[0] as HTMLElement).getByRole('list', { name: 'الإدراجات' }),
    );
    expect(listings.getAllByRole('listitem')).toHaveLength(4);
    expect(listings.getAllByText(/^أُدرج في /)).toHaveLength(3);
  });
});
