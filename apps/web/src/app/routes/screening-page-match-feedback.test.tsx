import { matchFeedbackRequestSchema } from '@sanctions/contracts';
import type { MatchFeedback } from '@sanctions/contracts';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildSearchReply, ZAWAHIRI_MATCH } from '@test/screening/search/search-fixtures';
import { searchHandlers } from '@test/screening/search/search-handlers';
import { buildSessionUser } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import { shellHandlers } from '@test/shell-handlers';

const NAME = 'AYMAN MUHAMMED RABI AL-ZAWAHIRI';

beforeEach(() => server.use(...shellHandlers()));

/** The screening page with an in-memory feedback API (registered last, so it answers). */
function renderWithFeedback(language: 'en' | 'ar' = 'en') {
  const { handlers } = searchHandlers({ reply: buildSearchReply([ZAWAHIRI_MATCH]) });
  server.use(...handlers);
  const sent: { searchId: string; body: unknown }[] = [];
  let stored: MatchFeedback[] = [];
  server.use(
    http.get('*/api/v2/search/:id/feedback', () =>
      HttpResponse.json({ success: true, data: { feedback: stored } }),
    ),
    http.post('*/api/v2/search/:id/feedback', async ({ params, request }) => {
      const body = matchFeedbackRequestSchema.parse(await request.json());
      sent.push({ searchId: String(params.id), body });
      const feedback: MatchFeedback = {
        matchIndex: body.matchIndex,
        matchName: NAME,
        isRelevant: body.isRelevant,
        rating: body.rating ?? null,
        comment: body.comment ?? null,
        createdAt: `2026-11-25T10:00:0${sent.length}.000Z`,
      };
      stored = [...stored.filter((item) => item.matchIndex !== body.matchIndex), feedback];
      return HttpResponse.json({ success: true, data: { feedback } });
    }),
  );
  return { ...renderApp('/sanctions-screening', { user: buildSessionUser(), language }), sent };
}

async function search(
  user: ReturnType<typeof renderWithFeedback>['user'],
  label: string,
  submit: string,
) {
  await user.type(await screen.findByLabelText(label), 'Ayman');
  await user.click(screen.getByRole('button', { name: submit }));
}

describe('match feedback on the screening page', { timeout: 20_000 }, () => {
  it('marks a match relevant from its row, then rates and comments in the detail dialog', async () => {
    const { user, sent } = renderWithFeedback();
    await search(user, 'First Name', 'Search');

    const relevant = await screen.findByRole('button', { name: `Mark ${NAME} as relevant` });
    expect(relevant).toHaveAttribute('aria-pressed', 'false');
    await user.click(relevant);
    await waitFor(() =>
      expect(sent).toEqual([
        {
          searchId: '0d6f1f2e-3a4b-4c5d-8e9f-001122334455',
          body: { matchIndex: 0, isRelevant: true },
        },
      ]),
    );
    await waitFor(() => expect(relevant).toHaveAttribute('aria-pressed', 'true'));

    await user.click(screen.getByRole('button', { name: `View details of ${NAME}` }));
    const dialog = await screen.findByRole('dialog');
    const section = within(
      within(dialog).getByRole('region', { name: 'Your feedback on this match' }),
    );
    await user.click(section.getByRole('button', { name: 'Rate 4 of 5' }));
    await user.type(section.getByLabelText('Comment (optional)'), 'Same date of birth');
    await user.click(section.getByRole('button', { name: 'Save feedback' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.body).toEqual({
      matchIndex: 0,
      isRelevant: true,
      rating: 4,
      comment: 'Same date of birth',
    });

    // Changing the verdict keeps the rating and the comment (one judgement per match).
    await user.click(section.getByRole('button', { name: `Mark ${NAME} as not relevant` }));
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent[2]?.body).toEqual({
      matchIndex: 0,
      isRelevant: false,
      rating: 4,
      comment: 'Same date of birth',
    });
  });

  it('reads in Arabic', async () => {
    const { user } = renderWithFeedback('ar');
    await search(user, 'الاسم الأول', 'بحث');
    expect(await screen.findByRole('button', { name: `تعليم ${NAME} كذي صلة` })).toBeVisible();
    expect(screen.getByRole('button', { name: `تعليم ${NAME} كغير ذي صلة` })).toBeVisible();
  });
});
