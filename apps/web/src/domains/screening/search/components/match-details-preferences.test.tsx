import { DEFAULT_PREFERENCES } from '@sanctions/contracts';
import type { MatchInput, Preferences } from '@sanctions/contracts';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Language } from '@/lib/language';
import { buildSessionUser } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import { ALL_FRESH, buildFreshnessReply } from '@test/freshness-fixtures';
import {
  buildSearchReply,
  STRUCTURED_MATCH,
  ZAWAHIRI_MATCH,
} from '@test/screening/search/search-fixtures';
import { searchHandlers } from '@test/screening/search/search-handlers';

const LABELS = {
  en: { firstName: 'First Name', search: 'Search', details: 'View details of' },
  ar: { firstName: 'الاسم الأول', search: 'بحث', details: 'عرض تفاصيل' },
} as const;

/** Searches with one match under the given display preferences and opens its detail dialog. */
async function openDetails(
  match: MatchInput,
  display: Partial<Preferences['display']>,
  language: Language = 'en',
) {
  const { handlers } = searchHandlers({ reply: buildSearchReply([match]) });
  server.use(
    ...handlers,
    http.get('*/api/v2/notifications', () =>
      HttpResponse.json({ success: true, data: { notifications: [], unreadCount: 0 } }),
    ),
    http.get('*/api/v2/sanctions/freshness', () =>
      HttpResponse.json(buildFreshnessReply(ALL_FRESH)),
    ),
  );
  // Added last, so it answers before the search handlers' own preferences reply.
  server.use(
    http.get('*/api/v2/user/preferences', () =>
      HttpResponse.json({
        success: true,
        data: {
          ...DEFAULT_PREFERENCES,
          language,
          display: { ...DEFAULT_PREFERENCES.display, ...display },
        },
      }),
    ),
  );
  const labels = LABELS[language];
  const view = renderApp('/sanctions-screening', { user: buildSessionUser(), language });
  await view.user.type(await screen.findByLabelText(labels.firstName), 'Ayman');
  await view.user.click(screen.getByRole('button', { name: labels.search }));
  await view.user.click(
    await screen.findByRole('button', {
      name: `${labels.details} ${match.sanctionEntry.fullName}`,
    }),
  );
  return within(await screen.findByRole('dialog'));
}

/** The value shown next to a label of the dialog's definition lists. */
function valueOf(dialog: ReturnType<typeof within>, label: string): string | null {
  const term = dialog.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? null;
}

describe('match detail dialog with the display preferences', { timeout: 20_000 }, () => {
  it.each([
    { dateFormat: 'DD/MM/YYYY', birth: '19/06/1951', listed: '25/01/2001', updated: '02/01/2024' },
    { dateFormat: 'MM/DD/YYYY', birth: '06/19/1951', listed: '01/25/2001', updated: '01/02/2024' },
    { dateFormat: 'YYYY-MM-DD', birth: '1951-06-19', listed: '2001-01-25', updated: '2024-01-02' },
  ] as const)(
    'dates of birth, listing and update follow dateFormat $dateFormat',
    async ({ dateFormat, birth, listed, updated }) => {
      const dialog = await openDetails(STRUCTURED_MATCH, { dateFormat });
      expect(valueOf(dialog, 'Date of Birth')).toBe(birth);
      expect(valueOf(dialog, 'Listed On')).toBe(listed);
      expect(valueOf(dialog, 'Last Updated')).toBe(updated);
    },
  );

  it('reads the listing date of a stored entry from its labelled text in the chosen pattern', async () => {
    const dialog = await openDetails(ZAWAHIRI_MATCH, { dateFormat: 'MM/DD/YYYY' });
    expect(valueOf(dialog, 'Listed On')).toBe('01/25/2001');
  });

  it.each([
    { showConfidenceScores: true, isScoreShown: true },
    { showConfidenceScores: false, isScoreShown: false },
  ])(
    'showConfidenceScores $showConfidenceScores keeps the bar and the risk level',
    async ({ showConfidenceScores, isScoreShown }) => {
      const dialog = await openDetails(ZAWAHIRI_MATCH, { showConfidenceScores });
      expect(dialog.getByRole('meter', { name: 'Confidence' })).toHaveAttribute(
        'aria-valuenow',
        '96',
      );
      expect(valueOf(dialog, 'Risk Level')).toBe('High');
      expect(dialog.queryByText('96%') !== null).toBe(isScoreShown);
    },
  );

  it.each([
    { language: 'en', label: 'Type', shown: 'Unknown' },
    { language: 'ar', label: 'النوع', shown: 'غير معروف' },
  ] as const)(
    'an unknown entity type reads $shown in $language',
    async ({ language, label, shown }) => {
      const unknownType = {
        ...STRUCTURED_MATCH,
        sanctionEntry: { ...STRUCTURED_MATCH.sanctionEntry, entityType: 'unknown' },
      } satisfies MatchInput;
      const dialog = await openDetails(unknownType, {}, language);
      expect(valueOf(dialog, label)).toBe(shown);
    },
  );

  // Issue 23: the date of birth and nationality rows read "query … vs listed …" in English in Arabic.
  it.each([
    { language: 'en', searched: 'Searched:', listed: 'Listed:' },
    { language: 'ar', searched: 'المُدخَل:', listed: 'المُدرَج:' },
  ] as const)(
    'the evidence rows name the compared values in $language',
    async ({ language, searched, listed }) => {
      const withEvidence = {
        ...ZAWAHIRI_MATCH,
        explanation: {
          ...ZAWAHIRI_MATCH.explanation,
          evidence: [
            {
              kind: 'dateOfBirth',
              outcome: 'agree',
              adjustment: 0.05,
              detail: 'query 1951-06-19 vs listed 19 Jun 1951',
              queryValue: '1951-06-19',
              listedValue: '19 Jun 1951',
            },
            // Stored before the values were sent apart: read from the English detail.
            {
              kind: 'nationality',
              outcome: 'agree',
              adjustment: 0.03,
              detail: 'query EG vs listed Egypt',
            },
          ],
        },
      } satisfies MatchInput;
      const dialog = await openDetails(withEvidence, {}, language);
      const rows = dialog.getAllByTestId('evidence-detail').map((row) => row.textContent);
      expect(rows).toEqual([
        `${searched} 1951-06-19 · ${listed} 19 Jun 1951`,
        `${searched} EG · ${listed} Egypt`,
      ]);
    },
  );
});
