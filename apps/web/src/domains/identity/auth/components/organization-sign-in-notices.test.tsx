import { ORGANIZATION_PENDING_MESSAGE, ORGANIZATION_REJECTED_MESSAGE } from '@sanctions/contracts';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Language } from '@/lib/language';
import { buildErrorEnvelope } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';

function answerLogin(code: string, message: string) {
  server.use(
    http.post('*/api/v2/auth-simple/login', () =>
      HttpResponse.json(buildErrorEnvelope(code, message), { status: 403 }),
    ),
  );
}

async function signIn(language: Language = 'en') {
  const app = renderApp('/login', { language });
  const submit = language === 'ar' ? 'تسجيل الدخول' : 'Sign In';
  await screen.findByRole('heading', { name: submit });
  await app.user.type(screen.getByLabelText(/Email|البريد الإلكتروني/), 'owner@acme.example');
  await app.user.type(screen.getByLabelText(/^Password$|^كلمة المرور$/), 'Str0ng!Pass');
  await app.user.click(screen.getByRole('button', { name: submit }));
  return app;
}

describe('sign-in of an organisation owner', { timeout: 30_000 }, () => {
  it('explains that a pending application is under review', async () => {
    answerLogin('ORGANIZATION_PENDING', ORGANIZATION_PENDING_MESSAGE);
    await signIn();
    expect(await screen.findByText('Application under review')).toBeVisible();
    expect(screen.getByText(ORGANIZATION_PENDING_MESSAGE)).toBeVisible();
    expect(screen.queryByText('Login Failed')).toBeNull();
  });

  it('names the rejection and its reason, in Arabic too', async () => {
    answerLogin('ORGANIZATION_REJECTED', `${ORGANIZATION_REJECTED_MESSAGE}: Incomplete details`);
    await signIn('ar');
    expect(await screen.findByText('تم رفض الطلب')).toBeVisible();
    expect(screen.getByText('السبب: Incomplete details')).toBeVisible();
  });

  it('shows the submitted-for-review message after the sign-up wizard', async () => {
    renderApp('/login?signup=submitted');
    expect(await screen.findByText('Application submitted')).toBeVisible();
    expect(screen.getByText('Application submitted').closest('[role="status"]')).toHaveTextContent(
      /submitted for review.*e-mail once it is approved/,
    );
  });
});
