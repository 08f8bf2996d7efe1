import { createRoute, Outlet } from '@tanstack/react-router';
import { SignInPage, UnverifiedEmailBanner } from '@/domains/identity';
import { useAuth } from '@/lib/auth';
import { AppShell } from '../app-shell';
import { rootRoute } from './root';

/** Pages open to anyone (legal, sign-up, password reset). */
export const publicLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'public',
  component: () => (
    <AppShell>
      <Outlet />
    </AppShell>
  ),
});

function SignedInLayout() {
  const { user } = useAuth();
  // Spec 2.1: a visitor on a non-public route sees the sign-in page (the URL is kept).
  return (
    <AppShell>
      {user ? (
        <>
          <UnverifiedEmailBanner isVerified={user.isVerified} />
          <Outlet />
        </>
      ) : (
        <SignInPage />
      )}
    </AppShell>
  );
}

/** Pages that need a session; role checks happen per route with RequireRole. */
export const signedInLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'signed-in',
  component: SignedInLayout,
});
