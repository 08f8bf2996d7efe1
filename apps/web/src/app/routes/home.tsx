import { createRoute, Navigate } from '@tanstack/react-router';
import { useState } from 'react';
import { paths, AFTER_SIGN_IN_PATH } from '@/config/paths';
import type { SignInDialogMode } from '@/domains/identity';
import { SignInDialog, SignInPage, signInSearchSchema } from '@/domains/identity';
import { LandingPage } from '@/domains/site';
import { useAuth } from '@/lib/auth';
import { AppShell } from '../app-shell';
import { rootRoute } from './root';

function Landing() {
  const { user } = useAuth();
  const [dialog, setDialog] = useState<{ open: boolean; mode: SignInDialogMode }>({
    open: false,
    mode: 'login',
  });
  if (user) return <Navigate to={AFTER_SIGN_IN_PATH} replace />;
  return (
    <>
      <LandingPage onOpenSignIn={(mode) => setDialog({ open: true, mode })} />
      <SignInDialog
        key={dialog.mode}
        open={dialog.open}
        defaultMode={dialog.mode}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
      />
    </>
  );
}

export const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.home,
  component: Landing,
});

function Login() {
  const { user } = useAuth();
  const { signup } = loginRoute.useSearch();
  if (user) return <Navigate to={AFTER_SIGN_IN_PATH} replace />;
  return (
    <AppShell>
      <SignInPage isSignupSubmitted={signup === 'submitted'} />
    </AppShell>
  );
}

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.login,
  validateSearch: signInSearchSchema,
  component: Login,
});
