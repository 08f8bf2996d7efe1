import { createRootRoute, Outlet } from '@tanstack/react-router';
import { SignInPage } from '@/features/auth/components/sign-in-page';
import { FullScreenSpinner } from '@/features/shell/components/full-screen-spinner';
import { NotFoundPage } from '@/features/shell/components/not-found-page';
import { useAuth } from '@/lib/auth';
import { AppShell } from '../app-shell';

function RootLayout() {
  const { isLoading } = useAuth();
  return isLoading ? <FullScreenSpinner /> : <Outlet />;
}

/** Unknown paths: the sign-in page for visitors, a 404 page when signed in (spec 2.1). */
function UnknownPath() {
  const { user } = useAuth();
  return <AppShell>{user ? <NotFoundPage /> : <SignInPage />}</AppShell>;
}

export const rootRoute = createRootRoute({
  component: RootLayout,
  notFoundComponent: UnknownPath,
});
