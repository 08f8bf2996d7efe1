import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildErrorEnvelope, buildSessionUser } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import { shellHandlers } from '@test/shell-handlers';
import {
  buildSearchReply,
  USAGE_REPLY,
  ZAWAHIRI_MATCH,
} from '@test/screening/search/search-fixtures';
import { searchHandlers } from '@test/screening/search/search-handlers';

beforeEach(() => server.use(...shellHandlers()));
afterEach(() => {
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});

function usageReply(usage: Partial<(typeof USAGE_REPLY)['data']['usage']>) {
  return {
    ...USAGE_REPLY,
    data: { ...USAGE_REPLY.data, usage: { ...USAGE_REPLY.data.usage, ...usage } },
  };
}

async function openSearch(language: 'en' | 'ar' = 'en') {
  const view = renderApp('/sanctions-screening', { user: buildSessionUser(), language });
  await screen.findByLabelText(language === 'ar' ? 'الاسم الأول' : 'First Name');
  return view;
}

// Issue 14 item 7: small things that cost trust on the search page.
describe('search page', { timeout: 20_000 }, () => {
  it('scrolls a new result into view and tells the time in milliseconds', async () => {
    const scrolled: Element[] = [];
    Object.defineProperty(Element.prototype, 'scrollIntoView', {
      configurable: true,
      value: vi.fn(function (this: Element) {
        scrolled.push(this);
      }),
    });
    server.use(...searchHandlers({ reply: buildSearchReply([ZAWAHIRI_MATCH], 0.012) }).handlers);
    const { user } = await openSearch();
    await user.type(screen.getByLabelText('First Name'), 'Ayman');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    const results = await screen.findByRole('region', { name: 'Search Results' });
    await waitFor(() => expect(scrolled.some((element) => element.contains(results))).toBe(true));
    expect(screen.getByText('Matches found: 1 in 12 ms')).toBeVisible();
  });

  it('disables Search and says why when today’s searches are used up', async () => {
    server.use(...searchHandlers().handlers);
    server.use(
      http.get('*/api/v2/user/usage', () =>
        HttpResponse.json(usageReply({ today: 10, dailyLimit: 10 })),
      ),
    );
    await openSearch();
    const button = screen.getByRole('button', { name: 'Search' });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAccessibleDescription(
      "Searching is paused: today's 10 searches are used. It resumes tomorrow.",
    );
  });

  it('says so in Arabic for the month', async () => {
    server.use(...searchHandlers().handlers);
    server.use(
      http.get('*/api/v2/user/usage', () =>
        HttpResponse.json(usageReply({ thisMonth: 100, monthlyLimit: 100 })),
      ),
    );
    await openSearch('ar');
    const button = screen.getByRole('button', { name: 'بحث' });
    await waitFor(() => expect(button).toBeDisabled());
    // 100 takes the Arabic "other" form: the number with a singular noun.
    expect(button).toHaveAccessibleDescription(
      'البحث متوقف: استُخدمت 100 عملية بحث، وهي حدك الشهري.',
    );
  });

  it('disables Search after the server refuses an inactive subscription', async () => {
    server.use(...searchHandlers().handlers);
    server.use(
      http.post('*/api/v2/search', () =>
        HttpResponse.json(
          buildErrorEnvelope('SUBSCRIPTION_INACTIVE', 'The subscription is suspended'),
          { status: 403 },
        ),
      ),
    );
    const { user } = await openSearch();
    await user.type(screen.getByLabelText('First Name'), 'Ayman');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const button = screen.getByRole('button', { name: 'Search' });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAccessibleDescription(
      'Searching is paused: the subscription is inactive.',
    );
  });
});
