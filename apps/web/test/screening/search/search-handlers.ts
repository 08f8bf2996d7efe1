import { http, HttpResponse } from 'msw';
import type { SearchResponse } from '@sanctions/contracts';
import { buildErrorEnvelope } from '@test/fixtures';
import { buildPreferencesReply } from './preferences-reply';
import { USAGE_REPLY } from './search-fixtures';

export interface SearchServerLog {
  searchBodies: unknown[];
  usageCalls: number;
}

interface SearchServerOptions {
  reply?: SearchResponse | (() => Response | Promise<Response>);
  /** searchDefaults of GET /api/v2/user/preferences; the call fails when omitted. */
  searchDefaults?: Parameters<typeof buildPreferencesReply>[0];
}

/** MSW handlers for the search screen's calls, recording what the page sent. */
export function searchHandlers({ reply, searchDefaults }: SearchServerOptions = {}) {
  const log: SearchServerLog = { searchBodies: [], usageCalls: 0 };
  const handlers = [
    http.get('*/api/v2/user/usage', () => {
      log.usageCalls += 1;
      return HttpResponse.json(USAGE_REPLY);
    }),
    http.get('*/api/v2/user/preferences', () =>
      searchDefaults
        ? HttpResponse.json(buildPreferencesReply(searchDefaults))
        : HttpResponse.json(buildErrorEnvelope('NOT_FOUND', 'Not found'), { status: 404 }),
    ),
    // Match feedback of the result on screen (none given yet).
    http.get('*/api/v2/search/:id/feedback', () =>
      HttpResponse.json({ success: true, data: { feedback: [] } }),
    ),
    // The Export menu's templates (none: the menu shows the formats only).
    http.get('*/api/v2/export-templates', () =>
      HttpResponse.json({ success: true, data: { templates: [] } }),
    ),
    // The saved-searches panel beside the form (empty: hidden).
    http.get('*/api/v2/saved-searches', () =>
      HttpResponse.json({ success: true, data: { savedSearches: [] } }),
    ),
    http.post('*/api/v2/search', async ({ request }) => {
      log.searchBodies.push(await request.json());
      if (typeof reply === 'function') return reply();
      return HttpResponse.json(reply ?? { success: false });
    }),
  ];
  return { handlers, log };
}
