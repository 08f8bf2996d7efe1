import { createRoute } from '@tanstack/react-router';
import { SSO_CALLBACK_PATH } from '@sanctions/contracts';
import { SsoCallbackPage } from '@/domains/identity';
import { AppShell } from '../app-shell';
import { rootRoute } from './root';

/** The redirect URI organisations register at their identity provider (issue 27 §1). */
export const ssoCallbackRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: SSO_CALLBACK_PATH,
  component: () => (
    <AppShell>
      <SsoCallbackPage />
    </AppShell>
  ),
});
