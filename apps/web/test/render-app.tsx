import type { SessionUser } from '@sanctions/contracts';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { AppProvider } from '@/app/provider';
import { createAppRouter } from '@/app/router';
import { createI18n } from '@/lib/i18n';
import type { Language } from '@/lib/language';
import { createQueryClient } from '@/lib/query-client';
import { storeTokens } from '@/lib/token-storage';
import { server } from './msw-server';

// Pages are separate chunks fetched when their route is entered; importing them all here, once per test
// file, keeps that import time out of each test's first render (and its findBy timeouts).
await Promise.all(
  Object.values(createAppRouter(createMemoryHistory()).routesById).map((route) =>
    route.options.component?.preload?.(),
  ),
);

interface RenderAppOptions {
  /** Signed in as this user (tokens stored, GET /me answers with it); a visitor when omitted. */
  user?: SessionUser;
  language?: Language;
}

/** Renders the whole app (real router, guards, providers) at `path`, with MSW as the server. */
export function renderApp(path: string, { user, language = 'en' }: RenderAppOptions = {}) {
  if (user) {
    storeTokens({ accessToken: 'access-token', refreshToken: 'refresh-token' });
    server.use(
      http.get('*/api/v2/auth-simple/me', () =>
        HttpResponse.json({ success: true, data: { user } }),
      ),
    );
  }
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }));
  const i18n = createI18n(language);
  const view = render(
    <AppProvider queryClient={createQueryClient()} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, i18n, user: userEvent.setup() };
}
