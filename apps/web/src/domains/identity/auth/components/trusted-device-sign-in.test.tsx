import { DEFAULT_PREFERENCES } from '@sanctions/contracts';
import type { SessionUser } from '@sanctions/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildSessionUser } from '@test/fixtures';
import { server } from '@test/msw-server';
import { renderApp } from '@test/render-app';
import { signedInLandingHandlers, visitorLandingHandlers } from '@test/landing-handlers';
import { shellHandlers } from '@test/shell-handlers';

// The signed-in shell's own requests and the screening page every sign-in lands on; each test's
// handlers, registered later, take precedence.
beforeEach(() => server.use(...shellHandlers(), ...signedInLandingHandlers()));

const LOGIN = '*/api/v2/auth-simple/login';
const EMAIL = 'layla.haddad@example.com';
const STORAGE_KEY = `trustedDevice:${EMAIL}`;
const REMEMBER = 'Remember this device for 30 days';

interface LoginCall {
  body: Record<string, unknown>;
  deviceHeader: string | null;
}

interface ServerOptions {
  /** The trusted-device token the server accepts in place of a code. */
  acceptedDevice?: string;
  /** The token handed out when the code comes with rememberDevice. */
  newDevice?: string;
  user?: SessionUser;
  language?: (typeof DEFAULT_PREFERENCES)['language'];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A login endpoint with two-factor on, recording each body and trusted-device header. */
function serveTwoFactorLogin({
  acceptedDevice,
  newDevice = 'device-token-1',
  user = buildSessionUser({ twoFactorEnabled: true }),
  language = 'en',
}: ServerOptions = {}) {
  const calls: LoginCall[] = [];
  const session = (trustedDeviceToken?: string) =>
    HttpResponse.json({
      success: true,
      message: 'Login successful',
      data: {
        tokens: { accessToken: 'a-1', refreshToken: 'r-1' },
        user,
        ...(trustedDeviceToken ? { trustedDeviceToken } : {}),
      },
    });
  server.use(
    http.post(LOGIN, async ({ request }) => {
      const body = await request.json();
      const deviceHeader = request.headers.get('x-trusted-device');
      if (!isRecord(body)) return HttpResponse.json({}, { status: 400 });
      calls.push({ body, deviceHeader });
      if (!user.twoFactorEnabled) return session();
      if (acceptedDevice !== undefined && deviceHeader === acceptedDevice) return session();
      if ('twoFactorCode' in body)
        return session(body.rememberDevice === true ? newDevice : undefined);
      return HttpResponse.json({
        success: false,
        requires2FA: true,
        temporaryToken: 'challenge-token',
        message: 'Two-factor authentication required',
      });
    }),
    http.get('*/api/v2/user/preferences', () =>
      HttpResponse.json({ success: true, data: { ...DEFAULT_PREFERENCES, language } }),
    ),
  );
  return calls;
}

async function submitCredentials(app: ReturnType<typeof renderApp>, scope = screen) {
  await app.user.type(await scope.findByLabelText('Email'), EMAIL);
  await app.user.type(scope.getByLabelText('Password'), 'correct-password');
  await app.user.click(scope.getByRole('button', { name: 'Sign In' }));
}

describe('trusted devices at sign-in', { timeout: 20_000 }, () => {
  it('sends rememberDevice with the code when the box is ticked and keeps the token for this e-mail', async () => {
    const calls = serveTwoFactorLogin({ newDevice: 'device-token-1' });
    const app = renderApp('/login');
    await submitCredentials(app);

    const remember = await screen.findByRole('checkbox', { name: REMEMBER });
    expect(remember).not.toBeChecked();
    await app.user.click(remember);
    await app.user.type(screen.getByLabelText('Authentication code'), '654321');
    await app.user.click(screen.getByRole('button', { name: 'Verify and Sign In' }));

    await waitFor(() => expect(app.router.state.location.pathname).toBe('/sanctions-screening'));
    expect(calls.at(-1)?.body).toEqual({
      email: EMAIL,
      password: 'correct-password',
      twoFactorCode: '654321',
      temporaryToken: 'challenge-token',
      rememberDevice: true,
    });
    expect(localStorage.getItem(STORAGE_KEY)).toBe('device-token-1');
  });

  it('sends no rememberDevice and keeps nothing when the box is left empty', async () => {
    const calls = serveTwoFactorLogin();
    const app = renderApp('/login');
    await submitCredentials(app);
    await app.user.type(await screen.findByLabelText('Authentication code'), '654321');
    await app.user.click(screen.getByRole('button', { name: 'Verify and Sign In' }));

    await waitFor(() => expect(app.router.state.location.pathname).toBe('/sanctions-screening'));
    expect(calls.at(-1)?.body).not.toHaveProperty('rememberDevice');
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('signs a remembered device in without a code, and signing out keeps the token', async () => {
    localStorage.setItem(STORAGE_KEY, 'device-token-1');
    const calls = serveTwoFactorLogin({ acceptedDevice: 'device-token-1' });
    server.use(
      http.post('*/api/v2/auth-simple/logout', () =>
        HttpResponse.json({ success: true, message: 'Logged out' }),
      ),
    );
    const app = renderApp('/login');
    await submitCredentials(app);

    await waitFor(() => expect(app.router.state.location.pathname).toBe('/sanctions-screening'));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.deviceHeader).toBe('device-token-1');
    expect(screen.queryByLabelText('Authentication code')).not.toBeInTheDocument();

    await app.user.click(await screen.findByRole('button', { name: 'Account menu' }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEY)).toBe('device-token-1');
  });

  it('drops a token the server no longer accepts and asks for the code', async () => {
    localStorage.setItem(STORAGE_KEY, 'removed-device');
    const calls = serveTwoFactorLogin({ acceptedDevice: 'another-device' });
    const app = renderApp('/login');
    await submitCredentials(app);

    expect(await screen.findByLabelText('Authentication code')).toBeInTheDocument();
    expect(calls[0]?.deviceHeader).toBe('removed-device');
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();

    await app.user.type(screen.getByLabelText('Authentication code'), '654321');
    await app.user.click(screen.getByRole('button', { name: 'Verify and Sign In' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/sanctions-screening'));
    expect(calls.at(-1)?.deviceHeader).toBeNull();
  });

  it('drops the token when two-factor has been disabled on the account', async () => {
    localStorage.setItem(STORAGE_KEY, 'device-token-1');
    serveTwoFactorLogin({ user: buildSessionUser({ twoFactorEnabled: false }) });
    const app = renderApp('/login');
    await submitCredentials(app);

    await waitFor(() => expect(app.router.state.location.pathname).toBe('/sanctions-screening'));
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('offers the same box in the landing dialog, in Arabic too', async () => {
    serveTwoFactorLogin({ newDevice: 'device-token-2' });
    server.use(...visitorLandingHandlers());
    const app = renderApp('/', { language: 'ar' });
    const [headerSignIn] = await screen.findAllByRole('button', { name: 'تسجيل الدخول' });
    if (!headerSignIn) throw new Error('no sign-in button on the landing page');
    await app.user.click(headerSignIn);
    const dialog = within(await screen.findByRole('dialog'));
    await app.user.type(dialog.getByLabelText('البريد الإلكتروني'), EMAIL);
    await app.user.type(dialog.getByLabelText('كلمة المرور'), 'correct-password');
    await app.user.click(dialog.getByRole('button', { name: 'تسجيل الدخول' }));

    await app.user.click(
      await dialog.findByRole('checkbox', { name: 'تذكّر هذا الجهاز لمدة 30 يومًا' }),
    );
    await app.user.type(dialog.getByLabelText('رمز المصادقة'), '654321');
    await app.user.click(dialog.getByRole('button', { name: 'التحقق وتسجيل الدخول' }));

    await waitFor(() => expect(localStorage.getItem(STORAGE_KEY)).toBe('device-token-2'));
  });
});

describe('stored language after sign-in', { timeout: 20_000 }, () => {
  it.each([
    { stored: 'ar', expected: 'ar' },
    { stored: 'en', expected: 'en' },
    // French has no translation: the interface keeps the language it had.
    { stored: 'fr', expected: 'en' },
  ] as const)('a stored $stored opens the interface in $expected', async ({ stored, expected }) => {
    serveTwoFactorLogin({ user: buildSessionUser(), language: stored });
    const app = renderApp('/login');
    await submitCredentials(app);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/sanctions-screening'));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', expected));
    expect(app.i18n.language).toBe(expected);
  });
});
