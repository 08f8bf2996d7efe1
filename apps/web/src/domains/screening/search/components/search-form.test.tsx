import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildErrorEnvelope, buildSessionUser } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import { shellHandlers } from '@test/shell-handlers';
import { buildSearchReply, ZAWAHIRI_MATCH } from '@test/screening/search/search-fixtures';
import { buildPreferencesReply } from '@test/screening/search/preferences-reply';
import { searchHandlers } from '@test/screening/search/search-handlers';

// The signed-in shell's own requests; each test's handlers, registered later, take precedence.
beforeEach(() => server.use(...shellHandlers()));

function renderSearch(
  options: Parameters<typeof searchHandlers>[0] = {},
  language: 'en' | 'ar' = 'en',
) {
  const { handlers, log } = searchHandlers({
    reply: buildSearchReply([ZAWAHIRI_MATCH]),
    ...options,
  });
  server.use(...handlers);
  return { ...renderApp('/sanctions-screening', { user: buildSessionUser(), language }), log };
}

describe('search form', { timeout: 20_000 }, () => {
  it('asks for a name under First Name and sends nothing when every name is blank', async () => {
    const { user, log } = renderSearch();
    await user.type(await screen.findByLabelText('Last Name'), '   ');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByText('At least one name field must be provided')).toBeVisible();
    expect(screen.getByLabelText('First Name')).toHaveAttribute('aria-invalid', 'true');
    expect(log.searchBodies).toEqual([]);
  });

  it('shows the name message in Arabic', async () => {
    const { user } = renderSearch({}, 'ar');
    await user.click(await screen.findByRole('button', { name: 'بحث' }));
    expect(await screen.findByText('يجب إدخال حقل اسم واحد على الأقل')).toBeVisible();
  });

  it('rejects a malformed date of birth', async () => {
    const { user, log } = renderSearch();
    await user.type(await screen.findByLabelText('First Name'), 'Ayman');
    await user.type(screen.getByLabelText('Date of Birth'), '19/06/1951');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByText('Use YYYY, YYYY-MM or YYYY-MM-DD')).toBeVisible();
    expect(log.searchBodies).toEqual([]);
  });

  it('sends the contract body, leaving out empty optional fields', async () => {
    const { user, log } = renderSearch();
    await user.type(await screen.findByLabelText('First Name'), 'Ayman');
    await user.type(screen.getByLabelText('Arabic Name'), 'أيمن الظواهري');
    await user.type(screen.getByLabelText('Nationality'), 'EG');
    await user.selectOptions(screen.getByLabelText('Search Type'), 'phonetic');
    await user.selectOptions(screen.getByLabelText('Sanction List'), 'un');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(log.searchBodies).toHaveLength(1));
    expect(log.searchBodies[0]).toEqual({
      firstName: 'Ayman',
      lastName: '',
      arabicName: 'أيمن الظواهري',
      nationality: 'EG',
      searchType: 'phonetic',
      sanctionLists: 'un',
    });
  });

  it('prefills search type and list from the saved preferences', async () => {
    renderSearch({ searchDefaults: { searchType: 'exact', sanctionLists: 'ofac' } });
    await waitFor(() => expect(screen.getByLabelText('Search Type')).toHaveValue('exact'));
    expect(screen.getByLabelText('Sanction List')).toHaveValue('ofac');
  });

  it('never replaces what was typed or chosen when the preferences reply arrives late', async () => {
    let release: () => void = () => undefined;
    const replied = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { handlers, log } = searchHandlers({ reply: buildSearchReply([ZAWAHIRI_MATCH]) });
    // First: the handler listed first answers.
    server.use(
      http.get('*/api/v2/user/preferences', async () => {
        await replied;
        return HttpResponse.json(
          buildPreferencesReply({ searchType: 'exact', sanctionLists: 'ofac' }),
        );
      }),
      ...handlers,
    );
    const { user } = renderApp('/sanctions-screening', { user: buildSessionUser() });
    await user.type(await screen.findByLabelText('First Name'), 'John');
    await user.type(screen.getByLabelText('Last Name'), 'Smith');
    await user.selectOptions(screen.getByLabelText('Sanction List'), 'un');
    release();

    // The untouched Search Type takes the saved default; nothing the analyst entered moves.
    await waitFor(() => expect(screen.getByLabelText('Search Type')).toHaveValue('exact'));
    expect(screen.getByLabelText('First Name')).toHaveValue('John');
    expect(screen.getByLabelText('Last Name')).toHaveValue('Smith');
    expect(screen.getByLabelText('Sanction List')).toHaveValue('un');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(log.searchBodies).toHaveLength(1));
    expect(log.searchBodies[0]).toMatchObject({
      firstName: 'John',
      lastName: 'Smith',
      searchType: 'exact',
      sanctionLists: 'un',
    });
  });

  it('keeps its own defaults when the preferences call fails', async () => {
    const { log } = renderSearch();
    await screen.findByLabelText('Search Type');
    await waitFor(() => expect(log.usageCalls).toBeGreaterThan(0));
    expect(screen.getByLabelText('Search Type')).toHaveValue('fuzzy');
    expect(screen.getByLabelText('Sanction List')).toHaveValue('all');
  });

  it('puts the server validation issues under their fields', async () => {
    const { user } = renderSearch({
      reply: () =>
        HttpResponse.json(
          {
            ...buildErrorEnvelope('VALIDATION_FAILED', 'Request body is invalid'),
            issues: [{ path: ['nationality'], message: 'Unknown country code' }],
          },
          { status: 400 },
        ),
    });
    await user.type(await screen.findByLabelText('First Name'), 'Ayman');
    await user.type(screen.getByLabelText('Nationality'), 'QQ');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByText('Unknown country code')).toBeVisible();
    expect(screen.getByLabelText('Nationality')).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByText('Search Failed')).toBeVisible();
  });

  it('shows the reason when the search limit is reached', async () => {
    const reason = 'Daily search limit reached (10 of 10). Resets at 00:00 UTC.';
    const { user } = renderSearch({
      reply: () =>
        HttpResponse.json(buildErrorEnvelope('SEARCH_LIMIT_REACHED', reason), { status: 429 }),
    });
    await user.type(await screen.findByLabelText('First Name'), 'Ayman');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    const title = await screen.findByText('Search limit reached');
    expect(title.closest('[role="alert"]')).toHaveTextContent(reason);
    expect(screen.getByText('Search Failed')).toBeVisible();
  });

  it('shows the limit reason in Arabic from its message key', async () => {
    const reason = 'Daily search limit reached (10 of 10). Resets at 00:00 UTC.';
    const { user } = renderSearch(
      {
        reply: () =>
          HttpResponse.json(
            {
              ...buildErrorEnvelope('SEARCH_LIMIT_REACHED', reason),
              messageKey: 'searchBlocked.daily_limit',
              messageParams: { used: 10, limit: 10, count: 5 },
            },
            { status: 429 },
          ),
      },
      'ar',
    );
    await user.type(await screen.findByLabelText('الاسم الأول'), 'Ayman');
    await user.click(screen.getByRole('button', { name: 'بحث' }));

    const alerts = await screen.findAllByText(/تم بلوغ حد البحث اليومي/);
    expect(alerts.length).toBeGreaterThan(0);
    // The numbers the English reason has, with the Arabic plural form of five hours.
    expect(alerts[0]).toHaveTextContent('10 من 10');
    expect(alerts[0]).toHaveTextContent('بعد 5 ساعات');
    expect(screen.queryByText(reason)).toBeNull();
  });

  it('names an inactive subscription as the reason searching is blocked', async () => {
    const reason =
      'Your organization subscription is suspended. Pay the overdue invoice to resume.';
    const { user } = renderSearch({
      reply: () =>
        HttpResponse.json(buildErrorEnvelope('SUBSCRIPTION_INACTIVE', reason), { status: 403 }),
    });
    await user.type(await screen.findByLabelText('First Name'), 'Ayman');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    const title = await screen.findByText('Subscription inactive');
    expect(title.closest('[role="alert"]')).toHaveTextContent(reason);
    expect(screen.queryByText('Search limit reached')).toBeNull();
  });

  it('shows Search Failed with the fallback text when the server is unreachable', async () => {
    const { user } = renderSearch();
    server.use(http.post('*/api/v2/search', () => HttpResponse.error()));
    await user.type(await screen.findByLabelText('First Name'), 'Ayman');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByText('Search Failed')).toBeVisible();
    expect(
      screen.getByText('Cannot reach the server. Check your connection and try again.'),
    ).toBeVisible();
  });

  it('says in Arabic that the lists are not loaded yet', async () => {
    const { user } = renderSearch(
      {
        reply: () =>
          HttpResponse.json(
            buildErrorEnvelope('LIST_UNAVAILABLE', 'Sanctions lists are not available yet'),
            {
              status: 503,
            },
          ),
      },
      'ar',
    );
    await user.type(await screen.findByLabelText('الاسم الأول'), 'Ayman');
    await user.click(screen.getByRole('button', { name: 'بحث' }));

    expect(await screen.findByText('فشل البحث')).toBeVisible();
    expect(screen.getByText('قوائم العقوبات غير متاحة بعد')).toBeVisible();
  });
});
